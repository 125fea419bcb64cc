import Foundation
import SnapFitDomain
import SnapFitNetworking

/// Both phases: the rates from an endpoint shaped like Open Exchange Rates' `latest.json`, through a provider whose
/// base URL is the rates URL and which never sends SnapFit's tokens.
public struct RemoteExchangeRateRepository: ExchangeRateRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func latest() async throws(DomainError) -> ExchangeRates {
        try await provider.send(ExchangeRateEndpoints.latest()).toDomain()
    }
}
