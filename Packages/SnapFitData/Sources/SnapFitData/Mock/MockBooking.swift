import SnapFitDomain

/// DEV: one stored booking.
struct MockBooking: Sendable, Equatable {
    let id: Int
    let customerID: Int
    let request: ReservationRequest
    var cancelReason: String?

    var status: ReservationStatus { cancelReason.map { .cancelled(reason: $0) } ?? .active }
}
