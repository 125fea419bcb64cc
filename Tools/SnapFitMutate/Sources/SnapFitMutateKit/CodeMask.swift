/// A line of Swift with what must never be mutated hidden: string literals' contents (interpolations included) and a
/// trailing `//` comment. The mask keeps every character's position, so a change found in it applies to the line.
struct CodeMask {
    /// The line's characters, with string contents and comments replaced by spaces.
    let masked: [Character]

    init(_ line: String) {
        var masked: [Character] = []
        var inString = false
        var escaped = false
        /// Open parentheses of `\(…)` interpolations inside the string: their strings stay masked too.
        var depth = 0
        var previous: Character = " "
        let characters = Array(line)
        for index in characters.indices {
            let character = characters[index]
            if inString {
                let closes = character == "\"" && !escaped && depth == 0
                masked.append(closes ? "\"" : " ")
                if closes { inString = false }
                if escaped && character == "(" {
                    depth += 1
                } else if !escaped && character == ")" && depth > 0 {
                    depth -= 1
                }
                escaped = character == "\\" && !escaped
            } else if character == "/" && previous == "/" {
                masked[masked.count - 1] = " "
                masked += Array(repeating: " ", count: characters.count - index)
                break
            } else {
                masked.append(character)
                if character == "\"" { inString = true }
            }
            previous = character
        }
        self.masked = masked
    }

    var text: String { String(masked) }
}
