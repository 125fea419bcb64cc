import Testing

/// SnapFit's rule table on synthetic files: each layer rule fires on the import that breaks it and on
/// nothing else.
@Suite struct SnapFitRulesTests {
    private let sut = ArchitectureRules.snapFit

    @Test func presentationSource_importingSnapFitData_isExactlyThatViolation() {
        // Given
        let file = SourceFile(
            path: "Packages/SnapFitPresentation/Sources/SnapFitPresentation/Scenes/Fake/FakeInteractor.swift",
            text: "import Foundation\nimport SnapFitData\nimport SnapFitDomain\n"
        )
        // When
        let violations = sut.violations(in: [file])
        // Then
        #expect(violations.count == 1)
        #expect(violations.first?.file == file.path)
        #expect(violations.first?.line == 2)
        #expect(violations.first?.subject == "import SnapFitData")
    }

    @Test(arguments: [
        ("Packages/SnapFitDomain/Sources/SnapFitDomain/A.swift", "import Foundation\nimport SnapFitNetworking"),
        (
            "Packages/SnapFitDomain/Sources/SnapFitDomain/A.swift",
            "#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif"
        ),
        (
            "Packages/SnapFitNetworking/Sources/SnapFitNetworking/A.swift",
            "import Foundation\n@testable import SnapFitDomain"
        ),
        ("Packages/SnapFitData/Sources/SnapFitData/A.swift", "import Foundation\nimport SnapFitPresentation"),
        ("Tools/SnapFitBackend/Sources/SnapFitFixtures/A.swift", "import Foundation\nimport SnapFitDomain"),
        (
            "Packages/SnapFitPresentation/Sources/SnapFitPresentation/A.swift",
            "import Foundation\nimport struct SnapFitNetworking.Endpoint"
        ),
        (
            "Packages/SnapFitPresentation/Sources/SnapFitPresentation/A.swift",
            "import Foundation\n@_exported import SnapFitFixtures"
        ),
        (
            "Packages/SnapFitPresentation/Sources/SnapFitPresentation/A.swift",
            "import Foundation\nimport FoundationNetworking"
        ),
        ("Tools/SnapFitSandbox/Sources/SnapFitSandbox/A.swift", "import Foundation\nimport SnapFitData"),
        ("Tools/SnapFitSandbox/Sources/SnapFitSandbox/A.swift", "import Foundation\nimport SnapFitDomain"),
        ("Tools/SnapFitSandbox/Tests/SnapFitSandboxTests/A.swift", "import Foundation\nimport SnapFitApp"),
        ("Tools/SnapFitSandbox/Sources/SnapFitSandbox/A.swift", "import Foundation\nimport SnapFitFixtures"),
        ("Tools/SnapFitBackend/Sources/SnapFitBackend/A.swift", "import Foundation\nimport SnapFitData"),
        ("Packages/SnapFitDomain/Sources/SnapFitDomain/A.swift", "import Foundation\nimport SnapFitBackend"),
        ("Packages/SnapFitNetworking/Sources/SnapFitNetworking/A.swift", "import Foundation\nimport SnapFitBackend"),
        ("Packages/SnapFitData/Sources/SnapFitData/A.swift", "import Foundation\nimport SnapFitBackend"),
        ("Packages/SnapFitData/Sources/SnapFitData/A.swift", "import Foundation\nimport SnapFitFixtures"),
        (
            "Packages/SnapFitPresentation/Sources/SnapFitPresentation/A.swift",
            "import Foundation\nimport SnapFitBackend"
        ),
        ("Apps/SnapFitCLI/Sources/SnapFitApp/Commands/A.swift", "import Foundation\nimport SnapFitBackend"),
        ("Apps/SnapFitCLI/Sources/SnapFitApp/Shell/A.swift", "import Foundation\nimport SnapFitDevServer"),
        ("Tools/SnapFitDevServer/Sources/SnapFitDevServer/A.swift", "import Foundation\nimport SnapFitData"),
        ("Apps/SnapFitCLI/Sources/SnapFitApp/Shell/A.swift", "import Foundation\n@testable import SnapFitSandbox"),
        ("Packages/SnapFitDomain/Tests/SnapFitDomainTests/A.swift", "import Foundation\nimport SnapFitData"),
        (
            "Packages/SnapFitPresentation/Tests/SnapFitPresentationTests/A.swift",
            "import Foundation\nimport SnapFitNetworking"
        ),
        (
            "Packages/SnapFitPresentation/Tests/SnapFitPresentationTests/A.swift",
            "import Foundation\n@testable import SnapFitData"
        ),
        ("Apps/SnapFitCLI/Tests/SnapFitAppTests/A.swift", "import Foundation\nimport SnapFitNetworkingTestSupport"),
        ("Apps/SnapFitCLI/Tests/SnapFitAppTests/A.swift", "import Foundation\nimport SnapFitData"),
        ("Apps/SnapFitWeb/Sources/SnapFitWeb/A.swift", "import SnapFitAppCore\nimport SnapFitApp"),
        ("Apps/SnapFitWeb/Tests/SnapFitWebTests/A.swift", "import SnapFitAppCore\n@testable import SnapFitApp"),
        ("Apps/SnapFitCLI/Sources/SnapFitApp/Shell/A.swift", "import SnapFitAppCore\nimport SnapFitWeb"),
        ("Apps/SnapFitAppCore/Sources/SnapFitAppCore/DI/A.swift", "import SnapFitBackend\nimport SnapFitTerminal"),
        ("Apps/SnapFitAppCore/Sources/SnapFitAppCore/A.swift", "import SnapFitData\nimport SnapFitApp"),
        ("Apps/SnapFitAppCore/Sources/SnapFitAppCore/A.swift", "import SnapFitData\nimport SnapFitDevServer"),
    ])
    func source_withForbiddenImportOnLine2_isOneViolationOnThatLine(path: String, text: String) {
        // When
        let violations = sut.violations(in: [SourceFile(path: path, text: text)])
        // Then
        #expect(violations.count == 1)
        #expect(violations.first?.line == 2)
        #expect(violations.first?.description.hasPrefix("\(path):2: ") == true)
    }

    @Test(arguments: [
        ("Packages/SnapFitDomain/Sources/SnapFitDomain/A.swift", "import Foundation"),
        (
            "Packages/SnapFitNetworking/Sources/SnapFitNetworking/A.swift",
            "import FoundationNetworking\nimport Dispatch"
        ),
        (
            "Packages/SnapFitData/Sources/SnapFitData/A.swift",
            "import SnapFitDomain\nimport SnapFitNetworking\nimport Synchronization"
        ),
        ("Tools/SnapFitBackend/Sources/SnapFitFixtures/A.swift", "import Foundation"),
        (
            "Packages/SnapFitPresentation/Sources/SnapFitPresentation/A.swift",
            "import SnapFitDomain\nimport Synchronization"
        ),
        ("Packages/SnapFitPresentation/Tests/SnapFitPresentationTests/A.swift", "@testable import SnapFitPresentation"),
        ("Packages/SnapFitData/Tests/SnapFitDataTests/A.swift", "import SnapFitNetworking\nimport SnapFitData"),
        ("Tools/SnapFitSandbox/Sources/SnapFitSandbox/A.swift", "import SnapFitBackend"),
        ("Tools/SnapFitBackend/Sources/SnapFitBackend/A.swift", "import SnapFitFixtures"),
        ("Tools/SnapFitDevServer/Sources/SnapFitDevServer/A.swift", "import SnapFitBackend\nimport SnapFitNetworking"),
        ("Apps/SnapFitAppCore/Sources/SnapFitAppCore/DI/A.swift", "import SnapFitBackend\nimport SnapFitDevServer"),
        ("Apps/SnapFitWeb/Sources/SnapFitWeb/A.swift", "import SnapFitAppCore\nimport SnapFitHTTPServer"),
        ("Apps/SnapFitCLI/Sources/SnapFitApp/A.swift", "import SnapFitData\nimport SnapFitPresentation"),
        ("Apps/SnapFitCLI/Tests/SnapFitAppTests/A.swift", "import SnapFitDomainTestSupport\nlet s = StubServices()"),
    ])
    func source_withAllowedImports_isClean(path: String, imports: String) {
        // When / Then
        #expect(sut.violations(in: [SourceFile(path: path, text: imports)]).isEmpty)
    }

    @Test func appTest_buildingTheWholeStack_isReported() {
        // Given
        let file = SourceFile(
            path: "Apps/SnapFitCLI/Tests/SnapFitAppTests/A.swift",
            text: "let a = StubServices()\nlet b = AppDI(configuration: c)\nlet c = makeDI(c)\n")
        // When
        let violations = sut.violations(in: [file])
        // Then
        #expect(violations.map(\.line) == [2, 3])
    }

    @Test func appCoreSource_namingAUIsWords_isReported() {
        // Given
        let file = SourceFile(
            path: "Apps/SnapFitAppCore/Sources/SnapFitAppCore/DI/A.swift",
            text:
                "let a = HomeText.devDataBusy(path)\nlet b = CLIWords.devResetHint\nlet c = \"Run 'snapfit dev reset'\"\n"
        )
        // When
        let violations = sut.violations(in: [file])
        // Then
        #expect(violations.map(\.line) == [2, 3])
    }

    @Test func networkingSource_namingSnapFit_isReportedPerTermAndLine() {
        // Given
        let file = SourceFile(
            path: "Packages/SnapFitNetworking/Sources/SnapFitNetworking/Request/A.swift",
            text: "/// Part of SnapFitNetworking.\n/// e.g. `/snapfit/posts/all`.\nlet path = \"/refresh/token\"\n"
        )
        // When
        let violations = sut.violations(in: [file])
        // Then
        #expect(violations.map(\.line) == [2, 3])
        #expect(violations.map(\.subject) == ["\"snapfit\"", "\"/refresh/token\""])
    }

    @Test(arguments: [
        ("Packages/SnapFitDomain/Package.swift", #".package(path: "../SnapFitNetworking")"#),
        ("Packages/SnapFitNetworking/Package.swift", #".package(path: "../SnapFitDomain")"#),
        ("Packages/SnapFitData/Package.swift", #".package(path: "../SnapFitPresentation")"#),
        ("Packages/SnapFitPresentation/Package.swift", #".package(path: "../SnapFitData")"#),
        ("Package.swift", #".package(url: "https://github.com/apple/swift-log.git", from: "1.0.0")"#),
    ])
    func manifest_withForbiddenDependency_isOneViolation(path: String, dependency: String) {
        // Given
        let text = "let package = Package(\n    dependencies: [\n        \(dependency)\n    ]\n)"
        // When
        let violations = sut.violations(in: [SourceFile(path: path, text: text)])
        // Then
        #expect(violations.count == 1)
        #expect(violations.first?.line == 3)
    }
}
