import SnapFitPresentation
import SnapFitTerminal
import Synchronization

/// The catalog's vibe and location names that Tab offers, filled in the background once they can be had and read
/// while a line is edited, in the language the shell speaks now.
public final class CatalogNames: Sendable {
    private let names = Mutex<(vibes: [String], locations: [String], language: Language)>(([], [], .korean))

    public init() {}

    /// The vibes as the user is offered them: in the shell's language, else (nothing of that language matching) in
    /// either language, as both are accepted.
    func vibes(startingWith prefix: String) -> [String] {
        let (vibes, _, language) = names.withLock { $0 }
        return Self.offered(prefix, language: language) { CatalogTerms.vibes(vibes, in: $0) }
    }

    func locations(startingWith prefix: String) -> [String] {
        let (_, locations, language) = names.withLock { $0 }
        return Self.offered(prefix, language: language) { CatalogTerms.locations(locations, in: $0) }
    }

    /// The catalog's names, in Korean as the catalog spells them.
    func fill(vibes: [String], locations: [String]) {
        names.withLock { ($0.vibes, $0.locations) = (vibes, locations) }
    }

    /// The language names are offered in from now on (the shell's, which `set lang` changes).
    func speak(_ language: Language) {
        names.withLock { $0.language = language }
    }

    private static func offered(_ prefix: String, language: Language, terms: (Language) -> [String]) -> [String] {
        let preferred = starting(with: prefix, in: terms(language))
        guard preferred.isEmpty else { return preferred }
        return starting(with: prefix, in: Language.allCases.flatMap(terms))
    }

    /// The distinct `names` that start with `prefix` (ignoring case), in order.
    static func starting(with prefix: String, in names: [String]) -> [String] {
        names.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }.uniqued()
    }
}
