/// How a package builds wherever Swift runs: its manifest names the platforms beside Linux, and every use of a
/// Linux-only API (Glibc, and names only Glibc has) sits inside `#if canImport(Glibc)` or `#if os(Linux)`.
struct PlatformRule: Equatable, Sendable {
    /// The package folder, relative to the repository root and ending in `/`.
    let scope: String
    /// What the manifest must contain, such as `.iOS(` and `.macOS(`.
    let platforms: [String]
    /// Words that name a Linux-only API, matched in code (comments removed).
    let linuxOnlyTerms: [String]

    func violations(in file: SourceFile) -> [Violation] {
        guard file.path.hasPrefix(scope) else { return [] }
        if file.path == scope + "Package.swift" {
            return platforms.filter { !file.text.contains($0) }.map {
                Violation(
                    file: file.path, line: 1, subject: $0, rule: "a layer package declares every platform it builds for"
                )
            }
        }
        var violations: [Violation] = []
        // One entry per open `#if`: whether its current branch is a Linux-only one.
        var branches: [Bool] = []
        for line in SourceLexer.codeLines(of: file.text) where !line.beginsInString {
            let code = line.text.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("#if ") {
                branches.append(Self.isLinuxOnly(code))
            } else if code.hasPrefix("#elseif"), !branches.isEmpty {
                branches[branches.count - 1] = Self.isLinuxOnly(code)
            } else if code.hasPrefix("#else"), !branches.isEmpty {
                branches[branches.count - 1] = false
            } else if code.hasPrefix("#endif") {
                _ = branches.popLast()
            } else if !branches.contains(true) {
                for term in linuxOnlyTerms where code.contains(term) {
                    violations.append(
                        Violation(
                            file: file.path, line: line.number, subject: term,
                            rule: "a Linux-only API sits inside #if canImport(Glibc) or #if os(Linux)"))
                }
            }
        }
        return violations
    }

    private static func isLinuxOnly(_ condition: String) -> Bool {
        condition.contains("canImport(Glibc)") || condition.contains("os(Linux)")
    }
}
