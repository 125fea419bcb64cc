/// One line of Swift source with its comments removed; string literals are kept as written.
struct CodeLine: Equatable, Sendable {
    /// 1-based line number in the file.
    let number: Int
    /// The line's code without comments.
    let text: String
    /// True when the line starts inside a multi-line string literal, so it holds no declarations.
    let beginsInString: Bool
}
