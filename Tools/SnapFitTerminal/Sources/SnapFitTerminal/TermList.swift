/// Terms and their descriptions as a help screen lists them: each term indented in a column of `column` display
/// columns (styled by `style`'s cyan), its description beside it, or on the next line when the term fills the column.
public enum TermList {
    public static func lines(
        _ rows: [(term: String, description: String)], column: Int = 24, style: TextStyle
    ) -> [String] {
        rows.flatMap { row -> [String] in
            let term = "  " + row.term
            guard !row.description.isEmpty else { return [style.cyan(term)] }
            guard term.terminalWidth < column else {
                return [style.cyan(term), String(repeating: " ", count: column) + row.description]
            }
            return [style.cyan(term) + String(repeating: " ", count: column - term.terminalWidth) + row.description]
        }
    }
}
