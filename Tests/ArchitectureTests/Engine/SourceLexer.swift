/// Splits Swift source into `CodeLine`s: a small lexer that knows line comments, nested block comments,
/// and single- and multi-line string literals, which is all an import or manifest scan needs.
enum SourceLexer {
    private enum State {
        case code
        case lineComment
        case blockComment(depth: Int)
        case string
        case multilineString
    }

    static func codeLines(of source: String) -> [CodeLine] {
        let characters = Array(source)
        var lines: [CodeLine] = []
        var state = State.code
        var text = ""
        var beginsInString = false
        var index = 0

        func startsWith(_ token: String, at position: Int) -> Bool {
            let token = Array(token)
            guard position + token.count <= characters.count else { return false }
            return Array(characters[position..<position + token.count]) == token
        }

        while index < characters.count {
            let character = characters[index]
            if character == "\n" || character == "\r\n" {
                lines.append(CodeLine(number: lines.count + 1, text: text, beginsInString: beginsInString))
                text = ""
                switch state {
                case .lineComment, .string: state = .code
                default: break
                }
                if case .multilineString = state { beginsInString = true } else { beginsInString = false }
                index += 1
                continue
            }
            switch state {
            case .code:
                if startsWith("//", at: index) {
                    state = .lineComment
                    index += 2
                } else if startsWith("/*", at: index) {
                    state = .blockComment(depth: 1)
                    index += 2
                } else if startsWith("\"\"\"", at: index) {
                    state = .multilineString
                    text += "\"\"\""
                    index += 3
                } else {
                    if character == "\"" { state = .string }
                    text.append(character)
                    index += 1
                }
            case .lineComment:
                index += 1
            case .blockComment(let depth):
                if startsWith("*/", at: index) {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    index += 2
                } else if startsWith("/*", at: index) {
                    state = .blockComment(depth: depth + 1)
                    index += 2
                } else {
                    index += 1
                }
            case .string, .multilineString:
                let isMultiline: Bool
                if case .multilineString = state { isMultiline = true } else { isMultiline = false }
                if character == "\\", index + 1 < characters.count, characters[index + 1] != "\n" {
                    text.append(character)
                    text.append(characters[index + 1])
                    index += 2
                } else if isMultiline, startsWith("\"\"\"", at: index) {
                    state = .code
                    text += "\"\"\""
                    index += 3
                } else {
                    if !isMultiline, character == "\"" { state = .code }
                    text.append(character)
                    index += 1
                }
            }
        }
        if !text.isEmpty {
            lines.append(CodeLine(number: lines.count + 1, text: text, beginsInString: beginsInString))
        }
        return lines
    }
}
