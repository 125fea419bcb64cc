import Foundation

/// How prices are shown on one screen: in won, or converted to another currency at the run's rates. Amounts stay
/// in won everywhere else.
public struct Pricing: Sendable, Equatable {
    /// The currency the prices are shown in: won when the rates could not be had.
    public let currency: Currency
    /// Units of `currency` per won; 1 for won.
    public let perWon: Double
    /// The date of the rates used; `nil` for won.
    public let ratesDate: Date?
    /// Another currency was asked for, but the rates could not be had (or lack it): the prices are in won.
    public let ratesMissing: Bool

    /// Prices in won, as asked, or (`ratesMissing`) because the rates could not be had.
    public static func won(ratesMissing: Bool = false) -> Pricing {
        Pricing(currency: .krw, perWon: 1, ratesDate: nil, ratesMissing: ratesMissing)
    }

    /// Prices in `currency` at `rates`, or in won (rates missing) when the rates lack it.
    public static func converted(to currency: Currency, at rates: ExchangeRates) -> Pricing {
        guard currency != .krw else { return .won() }
        guard let perWon = rates.perWon(currency) else { return .won(ratesMissing: true) }
        return Pricing(currency: currency, perWon: perWon, ratesDate: rates.date, ratesMissing: false)
    }

    /// `won` in this pricing's currency.
    public func amount(_ won: Int) -> Double { Double(won) * perWon }
}
