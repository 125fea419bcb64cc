import Foundation

/// English names for the catalog's Korean ones, shown to users who read English and accepted from anyone.
public struct Glossary: Sendable {
    private let english: [String: String]

    /// The catalog's vibes.
    public static let vibes = Glossary(english: [
        "러블리": "lovely", "시크": "chic", "키치": "kitsch", "차분함": "calm",
        "하이틴": "high-teen", "빈티지": "vintage", "몽환적": "dreamy", "밝은": "bright",
    ])

    /// The catalog's shooting regions.
    public static let locations = Glossary(english: [
        "서울": "Seoul", "부산": "Busan", "대구": "Daegu", "인천": "Incheon", "광주": "Gwangju", "대전": "Daejeon",
        "울산": "Ulsan", "세종": "Sejong", "경기": "Gyeonggi", "강원": "Gangwon", "충북": "Chungbuk",
        "충남": "Chungnam", "전북": "Jeonbuk", "전남": "Jeonnam", "경북": "Gyeongbuk", "경남": "Gyeongnam",
        "제주": "Jeju",
    ])

    /// The English words of both glossaries, by catalog name, for a search to match.
    public static let searchAliases: [String: [String]] = vibes.english.merging(locations.english) { first, _ in first }
        .mapValues { [$0] }

    /// Several names labelled and joined: "러블리, 밝은" / "러블리 (lovely), 밝은 (bright)".
    public func labels(for names: [String], language: Language) -> String {
        names.map { label(for: $0, language: language) }.joined(separator: ", ")
    }

    /// The name itself in Korean; "러블리 (lovely)" in English when the name has an English one.
    public func label(for name: String, language: Language) -> String {
        guard language == .english, let gloss = english[name] else { return name }
        return "\(name) (\(gloss))"
    }

    /// What a user types for `name` in `language`: its English name in English ("lovely", "Seoul"), else the name.
    func typed(_ name: String, language: Language) -> String {
        language == .english ? english[name] ?? name : name
    }

    /// The catalog name for what a user typed: an English name such as "lovely" or "seoul" becomes the Korean one;
    /// anything else is returned unchanged for the domain to check.
    public func name(forInput input: String) -> String {
        let wanted = input.trimmingCharacters(in: .whitespaces).lowercased()
        return english.first { $0.value.lowercased() == wanted }?.key ?? input
    }
}

/// What a user is offered to type for the catalog's vibes and regions (a shell's Tab): their English names in English
/// ("lovely", "Seoul"), the catalog's own in Korean. Wherever names are read, either language's is accepted.
public enum CatalogTerms {
    public static func vibes(_ names: [String], in language: Language) -> [String] {
        names.map { Glossary.vibes.typed($0, language: language) }
    }

    public static func locations(_ names: [String], in language: Language) -> [String] {
        names.map { Glossary.locations.typed($0, language: language) }
    }
}
