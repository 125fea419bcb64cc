import Foundation

/// English glosses for the catalog's Korean vibe names, used when the user reads English.
enum VibeGlossary {
    private static let english: [String: String] = [
        "러블리": "lovely", "시크": "chic", "키치": "kitsch", "차분함": "calm",
        "하이틴": "high-teen", "빈티지": "vintage", "몽환적": "dreamy", "밝은": "bright",
    ]

    /// The name itself in Korean; "러블리 (lovely)" in English when the vibe is a known one.
    static func label(for name: String, language: Language) -> String {
        guard language == .english, let gloss = english[name] else { return name }
        return "\(name) (\(gloss))"
    }

    /// The catalog name for what a user typed: an English gloss such as "lovely" becomes "러블리"; anything else
    /// is returned unchanged for the domain to check.
    static func name(forInput input: String) -> String {
        let wanted = input.trimmingCharacters(in: .whitespaces).lowercased()
        return english.first { $0.value == wanted }?.key ?? input
    }
}
