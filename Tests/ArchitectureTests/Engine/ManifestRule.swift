/// The package dependencies one `Package.swift` may declare.
struct ManifestRule: Equatable, Sendable {
    /// The manifest's path relative to the repository root: `Packages/SnapFitDomain/Package.swift`.
    let manifest: String
    /// The local packages it may depend on; empty means no dependencies at all. Remote (`url:`)
    /// packages are never allowed: the project uses no third-party code.
    let allowedPackages: Set<String>
    let reason: String

    func violations(in file: SourceFile) -> [Violation] {
        guard file.path == manifest else { return [] }
        return ManifestDependencyReader.dependencies(in: file.text)
            .filter { !$0.isLocal || !allowedPackages.contains($0.name) }
            .map { Violation(file: file.path, line: $0.line, subject: $0.declaration, rule: reason) }
    }
}
