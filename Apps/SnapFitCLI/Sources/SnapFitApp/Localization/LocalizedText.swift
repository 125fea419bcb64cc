import SnapFitPresentation

/// A user-facing text in both languages, for code that does not know the language yet (parsers, tables).
public struct LocalizedText: Sendable, Equatable {
    public let korean: String
    public let english: String

    public init(_ korean: String, _ english: String) {
        self.korean = korean
        self.english = english
    }

    /// The same text in both languages, for syntax such as `vibes` or `help [command]`.
    public init(verbatim text: String) {
        self.init(text, text)
    }

    /// The words `words` gives in each language, such as a scene's label.
    package init(_ words: (Language) -> String) {
        self.init(words(.korean), words(.english))
    }

    public func text(in language: Language) -> String {
        language.pick(korean, english)
    }
}
