import Foundation
import SnapFitDomain

/// The words a catalog search looks for, each normalized so that case does not matter and Hangul matches however it
/// was typed: as syllables, as decomposed jamo, or as separate letters (`ㅎㅏㄴㄱㅏㅇ` is `한강`). A product matches
/// when every word is found in one of its fields.
public struct SearchQuery: Sendable, Equatable, Codable {
    /// The most characters (Unicode scalars) a search takes.
    public static let maxLength = 100
    /// The most words a search takes.
    public static let maxWords = 8

    /// The words as typed, for titles.
    public let text: String
    let words: [String]

    /// - Throws: `.validation` when there are no words, or more than `maxLength` characters or `maxWords` words.
    public init(_ text: String) throws(DomainError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .validation(.init(field: .searchWords, reason: .required)) }
        guard trimmed.unicodeScalars.count <= Self.maxLength else {
            throw .validation(.init(field: .searchWords, reason: .tooLong(max: Self.maxLength)))
        }
        let words = trimmed.split(whereSeparator: \.isWhitespace).map { Self.normalized(String($0)) }
        guard words.count <= Self.maxWords else {
            throw .validation(.init(field: .searchWords, reason: .outOfRange(min: 1, max: Self.maxWords)))
        }
        self.text = trimmed
        self.words = words
    }

    /// Whether every word is found in one of `fields`.
    public func matches(_ fields: [String]) -> Bool {
        let normalized = fields.map(Self.normalized)
        return words.allSatisfy { word in normalized.contains { $0.contains(word) } }
    }

    /// Only the words as typed are kept; reading them checks them again.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a search"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Lowercased, with Hangul composed into syllables. Text made only of characters below the combining marks
    /// (U+0300) and of Hangul syllables is in canonical composed form already, so only other text is normalized.
    static func normalized(_ text: String) -> String {
        let isComposed = text.unicodeScalars.allSatisfy { $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }
        return HangulComposer.compose(isComposed ? text : text.precomposedStringWithCanonicalMapping).lowercased()
    }
}
