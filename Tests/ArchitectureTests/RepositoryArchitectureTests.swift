import Testing

/// The rules over the real tree: every manifest and every `.swift` file under `Packages/*/Sources`,
/// `Packages/*/TestSupport`, `Packages/*/Tests`, `Apps/` and `Tools/`.
@Suite struct RepositoryArchitectureTests {
    @Test func repository_followsTheLayerGraph() throws {
        // Given
        let files = try RepositoryTree.files(under: RepositoryTree.root())
        // When
        let features = RepositoryTree.features(under: RepositoryTree.root())
        let violations = ArchitectureRules.snapFit(features: features).violations(in: files)
        // Then
        let list = violations.map(\.description).joined(separator: "\n")
        #expect(violations.isEmpty, "\(violations.count) architecture violation(s):\n\(list)")
    }

    @Test func repository_scanFindsEveryManifestAndEveryLayersSources() throws {
        // Given
        let files = try RepositoryTree.files(under: RepositoryTree.root())
        let paths = files.map(\.path)
        // Then
        let layers = ["SnapFitDomain", "SnapFitNetworking", "SnapFitData", "SnapFitPresentation"]
        #expect(paths.contains("Package.swift"))
        for layer in layers {
            #expect(paths.contains("Packages/\(layer)/Package.swift"))
            #expect(paths.contains { $0.hasPrefix("Packages/\(layer)/Sources/") && $0.hasSuffix(".swift") })
        }
        #expect(paths.contains("Packages/SnapFitDomain/TestSupport/UnexpectedCall.swift"))
        #expect(!paths.contains { $0.contains("/.build") })
    }
}
