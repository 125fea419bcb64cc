import SnapFitDomain
import Testing

/// A `LikeRepository` whose every call fails the test unless the test sets it.
struct StubLikeRepository: LikeRepository {
    var onLikeCount: @Sendable () async throws(DomainError) -> Int = { () throws(DomainError) in
        throw unexpected("likeCount")
    }
    var onLike: @Sendable (Int) async throws(DomainError) -> Void = { (_) throws(DomainError) in
        throw unexpected("like")
    }
    var onUnlike: @Sendable (Int) async throws(DomainError) -> Void = { (_) throws(DomainError) in
        throw unexpected("unlike")
    }
    var onLikedProducts: @Sendable (PageRequest) async throws(DomainError) -> [ProductSummary] = {
        (_) throws(DomainError) in throw unexpected("likedProducts")
    }

    func likeCount() async throws(DomainError) -> Int { try await onLikeCount() }
    func like(productID: Int) async throws(DomainError) { try await onLike(productID) }
    func unlike(productID: Int) async throws(DomainError) { try await onUnlike(productID) }
    func likedProducts(page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try await onLikedProducts(page)
    }
}

/// A `ReservationRepository` whose every call fails the test unless the test sets it.
struct StubReservationRepository: ReservationRepository {
    var onReservationCount: @Sendable () async throws(DomainError) -> Int = { () throws(DomainError) in
        throw unexpected("reservationCount")
    }
    var onCreate: @Sendable (ReservationRequest) async throws(DomainError) -> Reservation = {
        (_) throws(DomainError) in throw unexpected("create")
    }
    var onMyReservations: @Sendable (PageRequest) async throws(DomainError) -> [ReservationSummary] = {
        (_) throws(DomainError) in throw unexpected("myReservations")
    }
    var onReservation: @Sendable (Int) async throws(DomainError) -> Reservation = { (_) throws(DomainError) in
        throw unexpected("reservation")
    }
    var onCancel: @Sendable (Int, String) async throws(DomainError) -> Reservation = {
        (_, _) throws(DomainError) in throw unexpected("cancel")
    }

    func reservationCount() async throws(DomainError) -> Int { try await onReservationCount() }
    func create(_ request: ReservationRequest) async throws(DomainError) -> Reservation { try await onCreate(request) }
    func myReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        try await onMyReservations(page)
    }
    func reservation(id: Int) async throws(DomainError) -> Reservation { try await onReservation(id) }
    func cancel(id: Int, reason: String) async throws(DomainError) -> Reservation { try await onCancel(id, reason) }
}

/// Records a call no test set up and returns the error the double throws.
func unexpected(_ call: String) -> DomainError {
    Issue.record("\(call)() was not expected")
    return .invalidResponse(detail: "unexpected call")
}
