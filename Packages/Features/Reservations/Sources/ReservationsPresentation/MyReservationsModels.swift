import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// The customer's bookings, active and cancelled, newest shoot first.
public enum MyReservationsScene {
    /// What the scene shows, in order: the bookings, or why it cannot.
    public enum Outcome: FailableOutcome, Equatable {
        case reservations(ViewModel)
        case failed(ErrorViewModel)
    }

    public enum Load {
        public struct Request: Sendable {
            /// How many pages to read at once, from one up to `all`'s.
            public let pages: Int

            public init(pages: Int = 1) {
                self.pages = pages
            }

            /// Every page up to the most one listing reads (ten), for a screen that shows the whole list at once.
            public static let all = Request(pages: 10)
        }
    }

    public enum LoadMore {
        public struct Request: Sendable {
            public init() {}
        }
    }

    /// Every booking read so far, from one snapshot of the list.
    public struct Response: Sendable {
        public let reservations: [ReservationSummary]
        public let isAtEnd: Bool
        /// The totals in won read so far, by booking id (`FetchReservationTotals`).
        public var totals: [Int: Int] = [:]
        public var pricing: Pricing = .won()
    }

    public struct ViewModel: Sendable, Equatable, Encodable {
        public let title: String
        /// Every booking read so far.
        public let rows: [Row]
        public let isAtEnd: Bool
        /// Shown when there are no bookings at all.
        public let empty: String?
        /// The rates' date, or that the totals are in won for want of rates; `nil` in won as asked.
        public let pricesNotice: String?
    }

    public struct Row: Sendable, Equatable, Encodable {
        public let id: Int
        public let productTitle: String
        /// The product's picture's address.
        public let thumbnail: String?
        public let timeLabel: String
        /// `2026-06-10T14:00:00+09:00`, for scripts.
        public let time: String
        public let status: ReservationStatusKey
        public let statusLabel: String
        /// In won; `nil` while not read (a list reads a few at a time) or when it could not be read.
        public let totalPrice: Int?
        /// "최종 결제액: 140,000원"; `nil` with the total.
        public let totalLabel: String?
    }
}
