import SnapFitDomain
import Testing

/// A `ReferenceDataRepository` whose every call fails the test unless the test sets its behaviour.
public struct StubReferenceDataRepository: ReferenceDataRepository {
    public init() {}

    public var onVibes: @Sendable () async throws(DomainError) -> [Vibe] = { () throws(DomainError) in
        Issue.record("vibes() was not expected")
        throw .invalidResponse(detail: "unexpected call")
    }
    public var onLocations: @Sendable () async throws(DomainError) -> [Location] = { () throws(DomainError) in
        Issue.record("locations() was not expected")
        throw .invalidResponse(detail: "unexpected call")
    }

    public func vibes() async throws(DomainError) -> [Vibe] { try await onVibes() }
    public func locations() async throws(DomainError) -> [Location] { try await onLocations() }
}
