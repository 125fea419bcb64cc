import Foundation
import SnapFitDomain
import Testing

/// A `MakerRepository` whose every call fails the test unless the test sets it.
public struct StubMakerRepository: MakerRepository {
    public init() {}

    public var onMakerReservations: @Sendable (PageRequest) async throws(DomainError) -> [ReservationSummary] = {
        (_) throws(DomainError) in throw unexpected("makerReservations")
    }

    public func makerReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        try await onMakerReservations(page)
    }
}
