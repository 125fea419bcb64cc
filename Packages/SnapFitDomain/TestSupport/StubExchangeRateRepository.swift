import SnapFitDomain

/// An `ExchangeRateRepository` whose every call fails the test unless the test sets it.
public struct StubExchangeRateRepository: ExchangeRateRepository {
    public init() {}

    public var onLatest: @Sendable () async throws(DomainError) -> ExchangeRates = { () throws(DomainError) in
        throw unexpected("latest")
    }

    public func latest() async throws(DomainError) -> ExchangeRates { try await onLatest() }
}
