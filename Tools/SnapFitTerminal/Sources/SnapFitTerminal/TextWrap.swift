/// Lines too wide for the terminal, broken between words, each continuation indented as the line was. Widths are
/// display widths (wide characters count two; style sequences none); a word wider than the terminal is left whole.
/// A line that opens with style sequences (a help screen's coloured terms) keeps its indent too: the indent is the
/// spaces it starts with, whatever styling comes between them. A line that opens with a short label (`Usage: `,
/// `error: `) continues under the text after it, so its continuations never start at the label's column.
public enum TextWrap {
    /// The widest label a line's continuations hang under.
    static let maxLabelWidth = 12

    public static func lines(_ line: String, width: Int) -> [String] {
        guard width > 0, visibleWidth(line) > width else { return [line] }
        let lead = String(leadingLayout(of: line))
        let rest = line.dropFirst(lead.count)
        let label = rest.prefix { $0 != " " }
        let hang =
            label.hasSuffix(":") && label.count < rest.count && visibleWidth(String(label)) <= maxLabelWidth
            ? visibleWidth(String(label)) + 1 : 0
        let indent = String(repeating: " ", count: visibleWidth(lead) + hang)
        var lines: [String] = []
        var current = lead
        var isEmpty = true
        for word in line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
            let joined = isEmpty ? current + word : current + " " + word
            if isEmpty || visibleWidth(joined) <= width {
                current = joined
            } else {
                lines.append(current)
                current = indent + word
            }
            isEmpty = false
        }
        return lines + [current]
    }

    /// The spaces and style sequences before a line's first visible character other than a space.
    private static func leadingLayout(of line: String) -> Substring {
        var end = line.startIndex
        var inSequence = false
        for index in line.indices {
            let character = line[index]
            if character == "\u{1B}" {
                inSequence = true
            } else if inSequence {
                if let ascii = character.asciiValue, (64...126).contains(ascii), character != "[" { inSequence = false }
            } else if character != " " {
                break
            }
            end = line.index(after: index)
        }
        return line[..<end]
    }

    /// Columns `text` takes once its style sequences (`ESC [ … m`) are left out.
    public static func visibleWidth(_ text: String) -> Int {
        var visible = ""
        var inSequence = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" {
                inSequence = true
            } else if inSequence {
                if ("@"..."~").contains(scalar), scalar != "[" { inSequence = false }
            } else {
                visible.unicodeScalars.append(scalar)
            }
        }
        return visible.terminalWidth
    }
}
