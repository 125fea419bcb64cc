/// Open Exchange Rates' `latest.json`: `{"base": "USD", "rates": {"KRW": 1380.5, …}, "timestamp": 1764000000}`
/// (its `disclaimer` and `license` are not read).
public struct ExchangeRatesDTO: Decodable, Sendable, Equatable {
    public let base: String
    public let rates: [String: Double]
    public let timestamp: Int
}
