import Foundation

/// The mutations of one line: flip a comparison, negate a condition, move an integer constant by one, and drop a
/// `throw` or an early `return`. Only code is changed, never strings or comments; a line inside a multi-line string
/// is never given.
public enum MutationOperators {
    /// Every mutant of `line` (the source text, without its line break), each with what changed.
    public static func mutants(of line: String) -> [(mutated: String, change: String)] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("//"), !trimmed.hasPrefix("import "), !trimmed.hasPrefix("#"),
            !trimmed.hasPrefix("@")
        else { return [] }
        let mask = CodeMask(line)
        return comparisons(line, mask) + negations(line, mask) + integers(line, mask) + drops(line, mask)
    }

    private static let flipped = ["<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="]

    /// ` < ` → ` <= ` and so on: operators written with a space on both sides (not generics or arrows).
    private static func comparisons(_ line: String, _ mask: CodeMask) -> [(String, String)] {
        var found: [(String, String)] = []
        let text = mask.masked
        var index = 1
        while index < text.count - 1 {
            for symbol in ["<=", ">=", "==", "!=", "<", ">"] {
                let end = index + symbol.count
                guard end < text.count, text[index - 1] == " ", text[end] == " ",
                    String(text[index..<end]) == symbol, let replacement = flipped[symbol]
                else { continue }
                var mutated = Array(line)
                mutated.replaceSubrange(index..<end, with: Array(replacement))
                found.append((String(mutated), "`\(symbol)` → `\(replacement)` (column \(index + 1))"))
                index = end - 1
                break
            }
            index += 1
        }
        return found
    }

    /// `if x {` → `if !(x) {` and `guard x else` → `guard !(x) else`, when the condition binds nothing and the line
    /// holds the whole condition.
    private static func negations(_ line: String, _ mask: CodeMask) -> [(String, String)] {
        let text = mask.text
        let indent = text.prefix { $0 == " " }.count
        for (keyword, tail) in [("if ", " {"), ("guard ", " else")] where text.dropFirst(indent).hasPrefix(keyword) {
            guard let tailRange = text.range(of: tail, options: .backwards) else { continue }
            let start = indent + keyword.count
            let end = text.distance(from: text.startIndex, to: tailRange.lowerBound)
            guard start < end else { continue }
            let characters = Array(line)
            let condition = String(characters[start..<end])
            let binds = ["let ", "var ", "case ", "#available", ", "].contains { condition.contains($0) }
            guard !binds else { continue }
            let mutated = String(characters[..<start]) + "!(" + condition + ")" + String(characters[end...])
            return [(mutated, "`\(keyword)\(condition)` negated")]
        }
        return []
    }

    /// An integer literal `n` → `n + 1` and `n - 1` (not within a name, a decimal number or a string).
    private static func integers(_ line: String, _ mask: CodeMask) -> [(String, String)] {
        var found: [(String, String)] = []
        let text = mask.masked
        var index = 0
        while index < text.count {
            guard text[index].isNumber,
                index == 0
                    || !(text[index - 1].isLetter || text[index - 1].isNumber
                        || text[index - 1] == "_" || text[index - 1] == ".")
            else {
                index += 1
                continue
            }
            var end = index
            while end < text.count, text[end].isNumber || text[end] == "_" { end += 1 }
            let isDecimal =
                end < text.count
                && (text[end].isLetter || (text[end] == "." && end + 1 < text.count && text[end + 1].isNumber))
            let literal = String(text[index..<end])
            if !isDecimal, let value = Int(literal.replacingOccurrences(of: "_", with: "")) {
                for changed in [value &+ 1, value - 1] where changed >= 0 {
                    var mutated = Array(line)
                    mutated.replaceSubrange(index..<end, with: Array(String(changed)))
                    found.append((String(mutated), "`\(literal)` → `\(changed)` (column \(index + 1))"))
                }
            }
            index = end
        }
        return found
    }

    /// A line that is only `throw …` or `return`, or the `return …` / `throw …` of a one-line `if … { … }`, dropped.
    private static func drops(_ line: String, _ mask: CodeMask) -> [(String, String)] {
        let text = mask.text
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("throw ") || trimmed == "return" {
            return [("", "`\(line.trimmingCharacters(in: .whitespaces))` dropped")]
        }
        guard trimmed.hasPrefix("if "), let open = text.range(of: "{ "),
            let close = text.range(of: " }", range: open.upperBound..<text.endIndex)
        else { return [] }
        let start = text.distance(from: text.startIndex, to: open.upperBound)
        let end = text.distance(from: text.startIndex, to: close.lowerBound)
        let characters = Array(line)
        let statement = String(characters[start..<end])
        guard statement.hasPrefix("return") || statement.hasPrefix("throw "), !statement.contains("{") else {
            return []
        }
        return [(String(characters[..<start]) + String(characters[end...]), "`\(statement)` dropped")]
    }
}
