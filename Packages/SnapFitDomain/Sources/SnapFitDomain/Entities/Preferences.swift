/// The user's display settings, kept between runs. Each is `nil` until the user sets it, so the app's own default
/// (or the machine's language) applies.
public struct Preferences: Sendable, Equatable, Codable {
    public var language: PreferredLanguage?
    public var currency: Currency?
    public var layout: ListLayout?

    public init(language: PreferredLanguage? = nil, currency: Currency? = nil, layout: ListLayout? = nil) {
        self.language = language
        self.currency = currency
        self.layout = layout
    }

    /// The currency prices show in: won until another is set.
    public var currencyInForce: Currency { currency ?? .krw }
    /// How product lists are drawn: one row per product until the grid is set.
    public var layoutInForce: ListLayout { layout ?? .list }

    /// These settings, each replaced by `other`'s where `other` has one.
    public func overridden(by other: Preferences) -> Preferences {
        Preferences(
            language: other.language ?? language, currency: other.currency ?? currency, layout: other.layout ?? layout)
    }

    /// The settings of these that differ from `other`'s; the rest `nil`.
    func changes(from other: Preferences) -> Preferences {
        Preferences(
            language: language == other.language ? nil : language,
            currency: currency == other.currency ? nil : currency, layout: layout == other.layout ? nil : layout)
    }
}
