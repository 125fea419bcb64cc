import Testing

/// The four layer packages and the feature packages, what a team's iOS app imports, build wherever Swift runs
/// (issue 43): each manifest declares iOS and macOS beside Linux, and Glibc is used only behind
/// `#if canImport(Glibc)` or `#if os(Linux)`.
@Suite struct LayerPlatformsTests {
    static let rules = ["SnapFitDomain", "SnapFitNetworking", "SnapFitData", "SnapFitPresentation", "Features"].map {
        PlatformRule(
            scope: "Packages/\($0)/", platforms: [".iOS(", ".macOS("],
            linuxOnlyTerms: ["Glibc", "MSG_NOSIGNAL", "SOCK_CLOEXEC", "SOCK_STREAM.rawValue", "epoll_", "eventfd"])
    }

    @Test func layerPackages_buildWhereverSwiftRuns() throws {
        // Given
        let files = try RepositoryTree.files(under: RepositoryTree.root())
        // When
        let violations = files.flatMap { file in Self.rules.flatMap { $0.violations(in: file) } }
        // Then
        let list = violations.map(\.description).joined(separator: "\n")
        #expect(violations.isEmpty, "\(violations.count) platform violation(s):\n\(list)")
        #expect(files.contains { $0.path == "Packages/SnapFitNetworking/Package.swift" })
    }

    @Test func glibcOutsideItsCondition_orAMissingPlatform_isAViolation() {
        // Given
        let rule = Self.rules[1]
        let guarded = SourceFile(
            path: "Packages/SnapFitNetworking/Sources/A.swift",
            text: "#if canImport(Glibc)\n    import Glibc\n    let a = Glibc.close(1)\n#else\n    let b = 0\n#endif\n")
        let bare = SourceFile(
            path: "Packages/SnapFitNetworking/Sources/B.swift",
            text:
                "// Glibc in a comment is fine\n#if DEBUG\nlet a = Glibc.send(1, nil, 0, Int32(MSG_NOSIGNAL))\n#endif\n"
        )
        let elseBranch = SourceFile(
            path: "Packages/SnapFitNetworking/Sources/C.swift", text: "#if os(Linux)\n#else\nimport Glibc\n#endif\n")
        let manifest = SourceFile(path: "Packages/SnapFitNetworking/Package.swift", text: "platforms: [.macOS(.v15)]")
        // Then
        #expect(rule.violations(in: guarded).isEmpty)
        #expect(rule.violations(in: bare).map(\.subject) == ["Glibc", "MSG_NOSIGNAL"])
        #expect(rule.violations(in: bare).map(\.line) == [3, 3])
        #expect(rule.violations(in: elseBranch).map(\.line) == [3])
        #expect(rule.violations(in: manifest).map(\.subject) == [".iOS("])
    }
}
