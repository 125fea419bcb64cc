/// Composes Hangul typed as separate letters (compatibility jamo, `ㅎㅏㄴㄱㅏㅇ`) into syllables (`한강`), as a Korean
/// keyboard does: a consonant then a vowel start a syllable, a compound vowel or final joins it, and a final followed
/// by a vowel moves on to start the next syllable. Anything else passes through unchanged.
enum HangulComposer {
    private static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    private static let medials = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    /// Index 0 is "no final".
    private static let finals = Array(" ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")
    private static let compoundVowels: [String: Character] = [
        "ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ",
    ]
    private static let compoundFinals: [String: Character] = [
        "ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ", "ㄹㅌ": "ㄾ",
        "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ",
    ]

    /// The compatibility jamo, where every letter this composes lies.
    private static let letterRange: ClosedRange<UInt32> = 0x3131...0x318E

    static func compose(_ text: String) -> String {
        // Most text (a product's fields) has no letter typed apart: it passes through as it is, unread.
        guard text.unicodeScalars.contains(where: { letterRange.contains($0.value) }) else { return text }
        let letters = Array(text)
        var output = ""
        var index = 0
        while index < letters.count {
            guard let initial = initials.firstIndex(of: letters[index]), index + 1 < letters.count,
                var medial = medials.firstIndex(of: letters[index + 1])
            else {
                output.append(letters[index])
                index += 1
                continue
            }
            index += 2
            if index < letters.count, let compound = compoundVowels["\(medials[medial])\(letters[index])"] {
                medial = medials.firstIndex(of: compound)!
                index += 1
            }
            var final = 0
            if index < letters.count, let single = finals.firstIndex(of: letters[index]), single > 0,
                !startsSyllable(letters, at: index)
            {
                final = single
                index += 1
                if index < letters.count, let compound = compoundFinals["\(finals[single])\(letters[index])"],
                    !startsSyllable(letters, at: index)
                {
                    final = finals.firstIndex(of: compound)!
                    index += 1
                }
            }
            output.append(syllable(initial: initial, medial: medial, final: final))
        }
        return output
    }

    /// Whether the consonant at `index` is followed by a vowel, and so begins the next syllable.
    private static func startsSyllable(_ letters: [Character], at index: Int) -> Bool {
        index + 1 < letters.count && initials.contains(letters[index]) && medials.contains(letters[index + 1])
    }

    private static func syllable(initial: Int, medial: Int, final: Int) -> Character {
        Character(Unicode.Scalar(0xAC00 + (initial * 21 + medial) * 28 + final)!)
    }
}
