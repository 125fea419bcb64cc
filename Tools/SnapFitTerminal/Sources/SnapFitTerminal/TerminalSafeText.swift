/// Text made safe for a terminal: control characters that came from a server (a title-setting `ESC]0;…BEL`, a
/// screen clear `ESC[2J`, a carriage return that overwrites a line) are shown as visible symbols instead of being
/// obeyed. Tabs and line breaks pass through, and, when styling is on, the colour sequences `TextStyle` writes.
public enum TerminalSafeText {
    /// The SGR parameters `TextStyle` uses: reset, bold, dim, red, green, yellow, cyan.
    private static let styleCodes: Set<String> = ["0", "1", "2", "31", "32", "33", "36"]
    /// U+2400 to U+241F, one symbol for each C0 control character.
    private static let controlPictures = Array("␀␁␂␃␄␅␆␇␈␉␊␋␌␍␎␏␐␑␒␓␔␕␖␗␘␙␚␛␜␝␞␟".unicodeScalars)

    public static func neutralized(_ text: String, keepingStyles: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if keepingStyles, let end = styleSequenceEnd(in: scalars, at: index) {
                result.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            let scalar = scalars[index]
            result.append(isControl(scalar) ? visible(scalar) : scalar)
            index += 1
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// The control picture for a C0 character or DEL (`␛`, `␍`, `␇`…), the replacement character for a C1 one.
    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: controlPictures[Int(scalar.value)]
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }

    /// The index of the `m` ending a `TextStyle` colour sequence starting at `index`, if one starts there.
    private static func styleSequenceEnd(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" else { return nil }
        var end = index + 2
        var code = ""
        while end < scalars.count, end - index < 6, ("0"..."9").contains(scalars[end]) {
            code.unicodeScalars.append(scalars[end])
            end += 1
        }
        guard end < scalars.count, scalars[end] == "m", styleCodes.contains(code) else { return nil }
        return end
    }
}
