import Foundation

/// The top-level type names Swift source declares (`struct`, `class`, `enum`, `protocol`, `actor`, `typealias` on
/// a line that is not indented), read word by word: enough to tell that a new feature's types would clash with the
/// repository's. Nested types (a scene's `Load.Request`) are left out: each lives in its own namespace.
enum DeclaredTypes {
    private static let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    /// The names declared in `source` (a word after `class` such as `func` is kept too: it names no type and
    /// clashes with nothing).
    static func names(in source: String) -> Set<String> {
        var names: Set<String> = []
        for line in source.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for (word, next) in zip(words, words.dropFirst()) where keywords.contains(word) {
                names.insert(String(next))
            }
        }
        return names
    }

    /// The names declared in the Swift files under `root`'s `Packages`, `Apps`, `Tools` and `Tests`, skipping hidden
    /// folders such as `.build`. A file that cannot be read counts as declaring nothing.
    static func names(inRepository root: URL) -> Set<String> {
        var names: Set<String> = []
        for folder in ["Packages", "Apps", "Tools", "Tests"] {
            let url = root.appendingPathComponent(folder)
            guard
                let files = FileManager.default.enumerator(
                    at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
                names.formUnion(Self.names(in: source))
            }
        }
        return names
    }
}
