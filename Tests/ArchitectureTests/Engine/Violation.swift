/// One broken rule, located precisely enough to fix: `file:line: what — why`.
struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// Relative to the repository root.
    let file: String
    /// 1-based line number.
    let line: Int
    /// The offending text: an import declaration, a package dependency, a forbidden term.
    let subject: String
    /// The rule it breaks, in words.
    let rule: String

    var description: String { "\(file):\(line): \(subject) — \(rule)" }
}
