/// A rule table and what it finds in a set of files; pure, so it can be run on synthetic files.
struct ArchitectureRules: Sendable {
    let imports: [ImportRule]
    let manifests: [ManifestRule]
    let forbiddenTerms: [ForbiddenTermRule]
    /// Folders whose every `.swift` file must fall under at least one import rule, so a new package or
    /// target cannot slip past the table unnoticed.
    let coveredFolders: [String]

    /// Every violation in `files`, in file and line order. `Package.swift` files are checked against the
    /// manifest rules; every manifest must have one. Other `.swift` files are checked against the import
    /// and term rules.
    func violations(in files: [SourceFile]) -> [Violation] {
        files.flatMap { file in
            isManifest(file.path) ? manifestViolations(in: file) : sourceViolations(in: file)
        }
        .sorted { ($0.file, $0.line, $0.subject) < ($1.file, $1.line, $1.subject) }
    }

    private func isManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    private func manifestViolations(in file: SourceFile) -> [Violation] {
        guard manifests.contains(where: { $0.manifest == file.path }) else {
            return [Violation(file: file.path, line: 1, subject: "Package.swift", rule: "no manifest rule covers it")]
        }
        return manifests.flatMap { $0.violations(in: file) }
    }

    private func sourceViolations(in file: SourceFile) -> [Violation] {
        let isCovered = imports.contains { file.path.hasPrefix($0.scope) }
        if !isCovered, coveredFolders.contains(where: { file.path.hasPrefix($0) }) {
            return [Violation(file: file.path, line: 1, subject: file.path, rule: "no import rule covers it")]
        }
        return imports.flatMap { $0.violations(in: file) } + forbiddenTerms.flatMap { $0.violations(in: file) }
    }
}
