import SnapFitDomain

/// The catalog's vibes and locations as a user gives them: by name, by the number shown beside them, or (vibes) by
/// English gloss. Anything else is left as typed, for the domain's rules to refuse.
enum CatalogInput {
    static func vibes(_ words: [String], known: [Vibe]) -> [String] {
        words.map { word in number(word, in: known.map { ($0.id, $0.name) }) ?? VibeGlossary.name(forInput: word) }
    }

    static func locations(_ words: [String], known: [Location]) -> [String] {
        words.map { word in number(word, in: known.map { ($0.id, $0.name) }) ?? word }
    }

    private static func number(_ word: String, in items: [(id: Int, name: String)]) -> String? {
        Int(word.trimmingCharacters(in: .whitespaces)).flatMap { id in items.first { $0.id == id }?.name }
    }
}
