import SnapFitDomain

/// The customer's bookings, active and cancelled, newest shoot first.
public enum MyReservationsScene {
    public enum Load {
        public struct Request: Sendable {
            public init() {}
        }
    }

    public enum LoadMore {
        public struct Request: Sendable {
            public init() {}
        }
    }

    public struct Response: Sendable {
        public let page: [ReservationSummary]
        public let firstIndex: Int
        public let isAtEnd: Bool
    }

    public struct ViewModel: Sendable, Equatable, Encodable {
        public let title: String
        public let rows: [Row]
        public let isAtEnd: Bool
        /// Shown when there are no bookings at all.
        public let empty: String?
    }

    public struct Row: Sendable, Equatable, Encodable {
        public let id: Int
        public let productTitle: String
        public let timeLabel: String
        public let status: ReservationStatusKey
        public let statusLabel: String
    }
}
