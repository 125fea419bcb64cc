/// One `.package(…)` dependency declared by a `Package.swift`.
struct PackageDependency: Equatable, Sendable {
    /// The package's name as SwiftPM derives it: the last path component, without `.git`.
    let name: String
    /// True for `.package(path:)`, false for `.package(url:)`.
    let isLocal: Bool
    /// 1-based line number of the declaration in the manifest.
    let line: Int
    /// The declaration, shortened to its location: `.package(path: "../SnapFitDomain")`.
    let declaration: String
}
