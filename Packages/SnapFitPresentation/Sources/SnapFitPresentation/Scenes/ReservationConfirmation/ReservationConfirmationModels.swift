import SnapFitDomain

/// What the customer sees once a booking went through: the reservation, or, when the server's answer was lost
/// but the booking was found in their list, that booking.
public enum ReservationConfirmationScene {
    public struct Response: Sendable {
        public let outcome: BookingOutcome

        public init(outcome: BookingOutcome) {
            self.outcome = outcome
        }
    }

    public struct ViewModel: Sendable, Equatable, Encodable {
        public let reservationID: Int
        public let message: String
        /// The whole reservation when the server answered; `nil` when it was found in the list instead.
        public let reservation: ReservationViewModel?
        /// Whether the server's answer was lost and the booking was found afterwards.
        public let foundAfterLostAnswer: Bool
    }
}
