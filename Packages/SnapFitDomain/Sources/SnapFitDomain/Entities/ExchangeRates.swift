import Foundation

/// Exchange rates as Open Exchange Rates gives them: how many units of each currency one unit of `base` buys, as of
/// `date`.
public struct ExchangeRates: Sendable, Equatable {
    public let base: String
    public let rates: [String: Double]
    public let date: Date

    public init(base: String, rates: [String: Double], date: Date) {
        self.base = base
        self.rates = rates
        self.date = date
    }

    /// How many units of `currency` one won buys; `nil` when the rates lack either currency or hold a value that
    /// is not a positive finite number.
    public func perWon(_ currency: Currency) -> Double? {
        guard let won = rate(of: "KRW"), let target = rate(of: currency.code) else { return nil }
        let perWon = target / won
        return perWon.isFinite && perWon > 0 ? perWon : nil
    }

    private func rate(of code: String) -> Double? {
        let rate = code == base ? 1 : rates[code]
        guard let rate, rate.isFinite, rate > 0 else { return nil }
        return rate
    }
}
