import Testing

/// The engine on a tiny hand-made rule table, so each mechanism is seen to fire on its own.
@Suite struct ArchitectureRulesTests {
    private let sut = ArchitectureRules(
        imports: [ImportRule(scope: "Packages/Leaf/Sources/", policy: .only(["Foundation"]), reason: "leaf rule")],
        manifests: [ManifestRule(manifest: "Packages/Leaf/Package.swift", allowedPackages: [], reason: "no deps")],
        forbiddenTerms: [
            ForbiddenTermRule(
                scope: "Packages/Leaf/Sources/", terms: ["secret"], exemptWords: ["SecretLeaf"], reason: "no secrets")
        ],
        coveredFolders: ["Packages/"]
    )

    @Test func violations_cleanFiles_areNone() {
        // Given
        let files = [
            SourceFile(path: "Packages/Leaf/Package.swift", text: "let package = Package(name: \"Leaf\")"),
            SourceFile(path: "Packages/Leaf/Sources/Leaf/A.swift", text: "import Foundation\n/// In SecretLeaf.\n"),
        ]
        // When / Then
        #expect(sut.violations(in: files).isEmpty)
    }

    @Test func violations_brokenImportManifestAndTerm_areEachReportedWithFileAndLine() {
        // Given
        let files = [
            SourceFile(path: "Packages/Leaf/Package.swift", text: "deps: [\n.package(path: \"../Other\")]"),
            SourceFile(
                path: "Packages/Leaf/Sources/Leaf/A.swift", text: "import Foundation\nimport Other\nlet secret = 1"),
        ]
        // When
        let violations = sut.violations(in: files)
        // Then
        #expect(
            violations == [
                Violation(
                    file: "Packages/Leaf/Package.swift", line: 2, subject: #".package(path: "../Other")"#,
                    rule: "no deps"),
                Violation(
                    file: "Packages/Leaf/Sources/Leaf/A.swift", line: 2, subject: "import Other", rule: "leaf rule"),
                Violation(
                    file: "Packages/Leaf/Sources/Leaf/A.swift", line: 3, subject: "\"secret\"", rule: "no secrets"),
            ])
    }

    @Test func violations_filesNoRuleCovers_areReported() {
        // Given
        let files = [
            SourceFile(path: "Packages/New/Package.swift", text: ""),
            SourceFile(path: "Packages/New/Sources/New/B.swift", text: "import Foundation"),
            SourceFile(path: "Apps/Anything.swift", text: "import Other"),
        ]
        // When
        let violations = sut.violations(in: files)
        // Then
        #expect(violations.map(\.file) == ["Packages/New/Package.swift", "Packages/New/Sources/New/B.swift"])
        #expect(violations.map(\.rule) == ["no manifest rule covers it", "no import rule covers it"])
    }

    @Test func violation_description_namesFileLineImportAndRule() {
        // Given
        let sut = Violation(
            file: "Packages/A/Sources/A/B.swift", line: 7, subject: "import C", rule: "A never imports C")
        // When / Then
        #expect(sut.description == "Packages/A/Sources/A/B.swift:7: import C — A never imports C")
    }
}
