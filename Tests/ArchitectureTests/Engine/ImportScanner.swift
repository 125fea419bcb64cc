import Foundation

/// Finds every `import` declaration in Swift source text, whatever its attributes (`@testable`,
/// `@_exported`, `@preconcurrency`), access level (`public import`), kind (`import struct X.Y`) or
/// `#if` block; imports inside comments or string literals are not declarations and are skipped.
enum ImportScanner {
    private static let accessModifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    static func imports(in source: String) -> [ImportStatement] {
        SourceLexer.codeLines(of: source).compactMap { line in
            line.beginsInString ? nil : importStatement(in: line)
        }
    }

    private static func importStatement(in line: CodeLine) -> ImportStatement? {
        var tokens = line.text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        while let first = tokens.first, first.hasPrefix("@") || accessModifiers.contains(first) {
            tokens = tokens.dropFirst()
        }
        guard tokens.first == "import" else { return nil }
        tokens = tokens.dropFirst()
        if let kind = tokens.first, importKinds.contains(kind) {
            tokens = tokens.dropFirst()
        }
        guard let path = tokens.first else { return nil }
        let module = String(path.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !module.isEmpty else { return nil }
        let declaration = line.text.trimmingCharacters(in: .whitespaces)
        return ImportStatement(module: module, line: line.number, declaration: declaration)
    }
}
