import Testing

@Suite struct ManifestDependencyReaderTests {
    @Test func dependencies_localAndRemote_areReadWithNameAndLine() {
        // Given
        let manifest = """
            // swift-tools-version:6.0
            // .package(path: "../Commented")
            import PackageDescription

            let package = Package(
                name: "Example",
                dependencies: [
                    .package(path: "../SnapFitDomain"),
                    .package(
                        url: "https://github.com/apple/swift-argument-parser.git", from: "1.0.0"),
                    .package(name: "Legacy", path: "Vendor/Legacy"),
                ],
                targets: [.target(name: "Example", dependencies: [.product(name: "X", package: "SnapFitDomain")])]
            )
            """
        // When
        let dependencies = ManifestDependencyReader.dependencies(in: manifest)
        // Then
        #expect(
            dependencies == [
                PackageDependency(
                    name: "SnapFitDomain", isLocal: true, line: 8, declaration: #".package(path: "../SnapFitDomain")"#),
                PackageDependency(
                    name: "swift-argument-parser", isLocal: false, line: 9,
                    declaration: #".package(url: "https://github.com/apple/swift-argument-parser.git")"#),
                PackageDependency(
                    name: "Legacy", isLocal: true, line: 11, declaration: #".package(path: "Vendor/Legacy")"#),
            ])
    }

    @Test func dependencies_manifestWithoutPackages_isEmpty() {
        // Given
        let manifest = """
            let package = Package(name: "Leaf", targets: [.target(name: "Leaf")])
            """
        // When / Then
        #expect(ManifestDependencyReader.dependencies(in: manifest).isEmpty)
    }
}
