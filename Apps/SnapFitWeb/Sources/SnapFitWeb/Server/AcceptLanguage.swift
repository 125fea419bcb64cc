import SnapFitPresentation

/// The language a browser asks for in its `Accept-Language` header (RFC 9110 §12.5.4): the one of ours with the
/// highest weight (`ko-KR,ko;q=0.9,en;q=0.8` is Korean), the first listed on a tie; `nil` when it names none of ours.
enum AcceptLanguage {
    static func preferred(_ header: String?) -> Language? {
        guard let header else { return nil }
        var best: (language: Language, weight: Double)?
        for range in header.split(separator: ",") {
            let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            let primary = parts.first?.split(separator: "-").first.map(String.init) ?? ""
            guard let language = Language(rawValue: primary) else { continue }
            let weight =
                parts.dropFirst().lazy.compactMap { $0.hasPrefix("q=") ? Double($0.dropFirst(2)) : nil }
                .first ?? 1
            if weight > 0, weight > best?.weight ?? 0 { best = (language, weight) }
        }
        return best?.language
    }
}
