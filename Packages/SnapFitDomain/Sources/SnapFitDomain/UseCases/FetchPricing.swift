/// How a screen shows prices: in the currency the settings name, at the run's rates (read on first need). When the
/// rates cannot be had, in won, said once by the screen; never a wrong currency sign.
public struct FetchPricing: Sendable {
    private let preferences: any PreferencesStore
    private let rates: ExchangeRateBook

    public init(preferences: any PreferencesStore, rates: ExchangeRateBook) {
        self.preferences = preferences
        self.rates = rates
    }

    public func callAsFunction() async -> Pricing {
        let currency = preferences.load().currencyInForce
        guard currency != .krw else { return .won() }
        do throws(DomainError) {
            return .converted(to: currency, at: try await rates.rates())
        } catch {
            return .won(ratesMissing: true)
        }
    }
}
