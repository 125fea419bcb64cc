/// Lines too wide for the terminal, broken between words, each continuation indented as the line was. Widths are
/// display widths (wide characters count two; style sequences none); a word wider than the terminal is left whole.
public enum TextWrap {
    public static func lines(_ line: String, width: Int) -> [String] {
        guard width > 0, visibleWidth(line) > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = indent
        for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
            let joined = current == indent ? current + word : current + " " + word
            if current == indent || visibleWidth(joined) <= width {
                current = joined
            } else {
                lines.append(current)
                current = indent + word
            }
        }
        return lines + [current]
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
