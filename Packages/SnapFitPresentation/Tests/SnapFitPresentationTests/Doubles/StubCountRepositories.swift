import SnapFitDomain
import Testing

/// A `LikeRepository` that fails the test unless the test sets its count.
struct StubLikeRepository: LikeRepository {
    var onLikeCount: @Sendable () async throws(DomainError) -> Int = { () throws(DomainError) in
        throw unexpected("likeCount")
    }

    func likeCount() async throws(DomainError) -> Int { try await onLikeCount() }
}

/// A `ReservationRepository` that fails the test unless the test sets its count.
struct StubReservationRepository: ReservationRepository {
    var onReservationCount: @Sendable () async throws(DomainError) -> Int = { () throws(DomainError) in
        throw unexpected("reservationCount")
    }

    func reservationCount() async throws(DomainError) -> Int { try await onReservationCount() }
}
