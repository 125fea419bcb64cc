import SnapFitDomain

/// How a booking ended.
public enum BookingOutcome: Sendable, Equatable {
    /// The server confirmed it.
    case booked(Reservation)
    /// The server's answer was lost, but the booking was found in the customer's reservations.
    case foundAfterLostAnswer(ReservationSummary)
}
