import SnapFitDomain

/// One reservation, with cancellation for its customer.
public enum ReservationDetailScene {
    public enum Load {
        public struct Request: Sendable {
            public let id: Int

            public init(id: Int) {
                self.id = id
            }
        }
    }

    /// Cancelling needs a reason: without one (or with one refused) the scene asks for it; the screen answers with
    /// the same request, or abandons the cancellation.
    public enum Cancel {
        public struct Request: Sendable {
            public let id: Int
            public let reason: String?

            public init(id: Int, reason: String?) {
                self.id = id
                self.reason = reason
            }
        }
        public struct Question: Sendable, Equatable {
            public let prompt: String
            /// Why the last reason was refused, if it was.
            public let refusal: ErrorViewModel?
        }
    }

    public struct Response: Sendable {
        public let reservation: Reservation
        /// Whether it was just cancelled.
        public let cancelled: Bool
    }

    public struct ViewModel: Sendable, Equatable, Encodable {
        public let reservation: ReservationViewModel
        /// After a cancellation, what happened.
        public let message: String?
    }
}
