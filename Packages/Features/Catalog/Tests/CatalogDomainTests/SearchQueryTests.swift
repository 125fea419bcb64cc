import Foundation
import SnapFitDomain
import Testing

@testable import CatalogDomain

@Suite struct SearchQueryTests {
    @Test(arguments: [
        ("ㅎㅏㄴㄱㅏㅇ", "한강"), ("ㄴㅗㅇㅡㄹ", "노을"), ("ㅂㅣㅊㄲㅗㅊ", "빛꽃"), ("ㄷㅗㄹㅈㅏㄴㅊㅣ", "돌잔치"),
        ("ㄱㅘㅇㅎㅘㅁㅜㄴ", "광화문"), ("ㅇㅣㄹㄱㄱㅣ", "읽기"), ("ㅇㅓㅂㅅㄷㅏ", "없다"), ("ㄱㅏ", "가"), ("ㄱ", "ㄱ"), ("snap", "snap"),
    ])
    func separateLetters_composeIntoSyllables(typed: String, composed: String) {
        #expect(HangulComposer.compose(typed) == composed)
    }

    @Test func matching_ignoresCaseAndHowHangulWasTyped() throws {
        let decomposed = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1161}\u{11BC}"  // 한강 as conjoining jamo
        for typed in ["한강", "ㅎㅏㄴㄱㅏㅇ", decomposed] {
            #expect(try SearchQuery(typed).matches(["반포 한강 공원"]))
        }
        #expect(try SearchQuery("SEOUL").matches(["seoul"]))
        #expect(try SearchQuery("Seoul lovely").matches(["seoul", "Lovely"]))
        #expect(try !SearchQuery("seoul busan").matches(["seoul"]))
    }

    @Test func fieldsInAnyCanonicalForm_matchWordsInAnother() throws {
        // A combining accent or conjoining jamo on either side; composed text passes through as it is.
        #expect(try SearchQuery("café").matches(["cafe\u{301} 스냅"]))
        #expect(try SearchQuery("cafe\u{301}").matches(["Café"]))
        #expect(try SearchQuery("한강").matches(["\u{1112}\u{1161}\u{11AB}\u{1100}\u{1161}\u{11BC} 노을"]))
        #expect(try !SearchQuery("cafe").matches(["café"]))
    }

    @Test(arguments: ["", "   ", String(repeating: "가", count: 101), "a b c d e f g h i"])
    func wordsThatCannotBeSearched_areRefused(text: String) {
        #expect(throws: DomainError.self) { try SearchQuery(text) }
    }

    @Test func aSavedSearch_isCheckedAgainWhenRead() throws {
        let saved = try JSONEncoder().encode(try SearchQuery(" 한강  노을 "))
        #expect(String(decoding: saved, as: UTF8.self) == #""한강  노을""#)
        #expect(try JSONDecoder().decode(SearchQuery.self, from: saved).text == "한강  노을")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SearchQuery.self, from: Data(#""  ""#.utf8)) }
    }
}
