/// The language the user chose for every text.
public enum PreferredLanguage: String, Sendable, Codable, CaseIterable {
    case korean = "ko"
    case english = "en"
}
