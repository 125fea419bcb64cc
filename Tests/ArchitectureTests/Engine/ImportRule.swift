/// An import rule for every `.swift` file under a folder.
struct ImportRule: Equatable, Sendable {
    /// A folder relative to the repository root, ending in `/`: `Packages/SnapFitDomain/Sources/`.
    let scope: String
    /// Folders inside `scope` that the rule leaves out, each ending in `/`.
    var exempt: [String] = []
    let policy: ImportPolicy
    /// Why, in words; it ends each violation's description.
    let reason: String

    func violations(in file: SourceFile) -> [Violation] {
        guard file.path.hasPrefix(scope), !exempt.contains(where: file.path.hasPrefix) else { return [] }
        return ImportScanner.imports(in: file.text)
            .filter { !policy.allows($0.module) }
            .map { Violation(file: file.path, line: $0.line, subject: $0.declaration, rule: reason) }
    }
}
