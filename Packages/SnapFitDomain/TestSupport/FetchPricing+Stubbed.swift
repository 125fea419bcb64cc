import Foundation
import SnapFitDomain

extension FetchPricing {
    /// Prices in won (the default), or in `currency` at `rates`; `rates: nil` with another currency is rates that
    /// cannot be had.
    public static func stubbed(currency: Currency = .krw, rates: ExchangeRates? = nil) -> FetchPricing {
        var source = StubExchangeRateRepository()
        source.onLatest = { () throws(DomainError) in
            guard let rates else { throw .unreachable }
            return rates
        }
        return FetchPricing(
            preferences: SpyPreferencesStore(saved: Preferences(currency: currency)),
            rates: ExchangeRateBook(source: source))
    }
}

extension ExchangeRates {
    /// Open Exchange Rates' shape, based on the dollar: 1,380 won to the dollar, as of 2026-11-24.
    public static let fixture = ExchangeRates(
        base: "USD", rates: ["KRW": 1380, "USD": 1, "EUR": 0.95], date: Date(timeIntervalSince1970: 1_795_478_400))
}
