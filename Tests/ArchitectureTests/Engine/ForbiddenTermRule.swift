import Foundation

/// Words that must not appear, in code or comments, in any `.swift` file under a folder: how a reusable
/// layer is kept from knowing the app it serves. Import lines are left to the import rules.
struct ForbiddenTermRule: Equatable, Sendable {
    /// A folder relative to the repository root, ending in `/`.
    let scope: String
    /// Matched case-insensitively anywhere in a line.
    let terms: [String]
    /// Words removed from a line before matching, so a term may appear inside them (a module's own name).
    let exemptWords: [String]
    let reason: String

    func violations(in file: SourceFile) -> [Violation] {
        guard file.path.hasPrefix(scope) else { return [] }
        let importLines = Set(ImportScanner.imports(in: file.text).map(\.line))
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().filter { !importLines.contains($0.offset + 1) }.flatMap { offset, line in
            var text = line.lowercased()
            for word in exemptWords {
                text = text.replacingOccurrences(of: word.lowercased(), with: " ")
            }
            return terms.filter { text.contains($0.lowercased()) }.map { term in
                Violation(file: file.path, line: offset + 1, subject: "\"\(term)\"", rule: reason)
            }
        }
    }
}
