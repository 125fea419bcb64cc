/// What prices are shown in. Every amount is kept and sent in won; another currency is a conversion at display time.
public enum Currency: String, Sendable, Codable, CaseIterable {
    case krw, usd

    /// The ISO 4217 code rates are keyed by: `KRW`, `USD`.
    public var code: String { rawValue.uppercased() }
}
