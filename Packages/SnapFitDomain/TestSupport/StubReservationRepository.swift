import SnapFitDomain
import Testing

/// A `ReservationRepository` whose every call fails the test unless the test sets it.
public struct StubReservationRepository: ReservationRepository {
    public init() {}

    public var onReservationCount: @Sendable () async throws(DomainError) -> Int = { () throws(DomainError) in
        throw unexpected("reservationCount")
    }
    public var onCreate: @Sendable (ReservationRequest) async throws(DomainError) -> Reservation = {
        (_) throws(DomainError) in throw unexpected("create")
    }
    public var onMyReservations: @Sendable (PageRequest) async throws(DomainError) -> [ReservationSummary] = {
        (_) throws(DomainError) in throw unexpected("myReservations")
    }
    public var onReservation: @Sendable (Int) async throws(DomainError) -> Reservation = { (_) throws(DomainError) in
        throw unexpected("reservation")
    }
    public var onCancel: @Sendable (Int, String) async throws(DomainError) -> Reservation = {
        (_, _) throws(DomainError) in throw unexpected("cancel")
    }

    public func reservationCount() async throws(DomainError) -> Int { try await onReservationCount() }
    public func create(_ request: ReservationRequest) async throws(DomainError) -> Reservation {
        try await onCreate(request)
    }
    public func myReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        try await onMyReservations(page)
    }
    public func reservation(id: Int) async throws(DomainError) -> Reservation { try await onReservation(id) }
    public func cancel(id: Int, reason: String) async throws(DomainError) -> Reservation {
        try await onCancel(id, reason)
    }
}
