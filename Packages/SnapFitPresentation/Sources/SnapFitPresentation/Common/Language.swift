/// The language every user-facing text is written in.
public enum Language: String, Sendable, CaseIterable {
    case korean = "ko"
    case english = "en"

    /// Picks one of two texts; string tables are written as `language.pick("…", "…")`.
    public func pick(_ korean: String, _ english: String) -> String {
        self == .korean ? korean : english
    }
}
