import SnapFitDomain
import SnapFitNetworking

/// REAL: vibes and locations from the SnapFit API.
public struct RemoteReferenceDataRepository: ReferenceDataRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func vibes() async throws(DomainError) -> [Vibe] {
        try await provider.send(ReferenceEndpoints.vibes()).map { $0.toDomain() }
    }

    public func locations() async throws(DomainError) -> [Location] {
        try await provider.send(ReferenceEndpoints.locations()).map { $0.toDomain() }
    }
}
