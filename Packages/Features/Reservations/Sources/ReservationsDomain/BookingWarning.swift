import SnapFitDomain

/// Something about a booking that the customer may not mean: asked about before it is sent.
public enum BookingWarning: Sendable, Equatable {
    /// The customer already has an active booking of this product at this time.
    case alreadyBooked(reservationID: Int)
    /// The shoot is more than a year away.
    case farAhead
    /// The shoot starts outside `ReservationRules.usualHours`, Korea time.
    case unusualHour
}
