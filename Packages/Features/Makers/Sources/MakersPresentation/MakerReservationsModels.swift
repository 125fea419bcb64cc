import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// The bookings on the maker's products, each with the customer's contact and the total.
public enum MakerReservationsScene {
    /// What the scene shows, in order: the bookings, or why it cannot.
    public enum Outcome: FailableOutcome, Equatable {
        case reservations(Load.ViewModel)
        case failed(ErrorViewModel)
    }

    public enum Load {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let reservations: [Reservation]
            public var pricing: Pricing = .won()
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let title: String
            public let reservations: [ReservationViewModel]
            public let empty: String?
            /// The rates' date, or that prices are in won for want of rates; `nil` in won as asked.
            public let pricesNotice: String?
        }
    }
}
