import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// One reservation, with cancellation for its customer.
public enum ReservationDetailScene {
    /// What the scene shows, in order: the reservation (cancelled, after a cancellation), the question for a reason, or why it cannot.
    public enum Outcome: FailableOutcome, Equatable {
        case reservation(ViewModel)
        case question(Cancel.Question)
        case failed(ErrorViewModel)
    }

    public enum Load {
        public struct Request: Sendable {
            public let id: Int

            public init(id: Int) {
                self.id = id
            }
        }
    }

    /// Cancelling needs a reason: without one (or with one refused) the scene asks for it, as a flow, until a reason
    /// is accepted or the flow is cancelled.
    public enum Cancel {
        public struct Request: Sendable {
            public let id: Int
            public let reason: String?

            public init(id: Int, reason: String?) {
                self.id = id
                self.reason = reason
            }
        }
        /// The one question of the flow.
        public enum Step: Sendable, Equatable {
            case reason
        }
        public typealias Question = FlowQuestion<Step>
    }

    public struct Response: Sendable {
        public let reservation: Reservation
        /// Whether it was just cancelled.
        public let cancelled: Bool
        public var pricing: Pricing = .won()
    }

    public struct ViewModel: Sendable, Equatable, Encodable {
        public let reservation: ReservationViewModel
        /// After a cancellation, what happened.
        public let message: String?
        /// The rates' date, or that prices are in won for want of rates; `nil` in won as asked.
        public let pricesNotice: String?
    }
}
