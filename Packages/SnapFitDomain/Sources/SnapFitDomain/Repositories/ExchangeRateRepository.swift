/// Where exchange rates come from: the in-process backend in DEV, the rates endpoint in REAL.
public protocol ExchangeRateRepository: Sendable {
    /// The latest rates.
    func latest() async throws(DomainError) -> ExchangeRates
}
