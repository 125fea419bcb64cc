/// Whether a booking still stands.
public enum ReservationStatus: Sendable, Equatable {
    case active
    /// Cancelled by the customer, with the reason they gave.
    case cancelled(reason: String)
}
