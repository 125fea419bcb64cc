/// A file of the repository as the rules see it: its path relative to the repository root and its text.
struct SourceFile: Equatable, Sendable {
    /// Relative to the repository root, with `/` separators: `Packages/SnapFitDomain/Package.swift`.
    let path: String
    let text: String
}
