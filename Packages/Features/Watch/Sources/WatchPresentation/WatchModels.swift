import SnapFitDomain
import SnapFitPresentation
import WatchDomain

/// Watching something change as it happens: the bookings on the maker's products, or a product's likes.
public enum WatchScene {
    /// What the watch shows, in order as it runs: each reading, an alert per outage, and the error that ends it.
    public enum Outcome: FailableOutcome, Equatable {
        case bookings(Bookings.ViewModel)
        case likes(Likes.ViewModel)
        case alert(Alert)
        case failed(ErrorViewModel)
    }

    public enum Subject: Sendable, Equatable {
        case makerReservations
        case likes(productID: Int)
    }

    public enum Start {
        public struct Request: Sendable {
            public let subject: Subject

            public init(subject: Subject) {
                self.subject = subject
            }
        }
    }

    /// How a line changed since the last update.
    public enum Change: String, Sendable, Equatable, Encodable {
        case new
        case cancelled
    }

    /// When the next reading comes and whether this one follows a lost connection.
    public struct Poll: Sendable, Equatable {
        public let isFirst: Bool
        public let resumed: Bool
        public let nextPoll: Duration

        public init(isFirst: Bool, resumed: Bool, nextPoll: Duration) {
            self.isFirst = isFirst
            self.resumed = resumed
            self.nextPoll = nextPoll
        }
    }

    public enum Bookings {
        public struct Response: Sendable {
            public let reservations: [Reservation]
            public let changes: BookingChanges
            public let poll: Poll
            public var pricing: Pricing = .won()
        }
        /// A booking with how it changed.
        public struct Line: Sendable, Equatable, Encodable {
            public let reservation: ReservationViewModel
            public let change: Change?
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let title: String
            public let isFirst: Bool
            /// Every booking, the changed ones marked.
            public let reservations: [Line]
            /// Only the changed ones.
            public let changes: [Line]
            /// "1 new, 1 cancelled, 1 no longer listed"; `nil` when nothing changed (the first update, or one after a
            /// lost connection).
            public let changeSummary: String?
            public let empty: String?
            /// Said once the connection is back.
            public let resumed: String?
            /// What the watch does, said with its first update (never how often it asks the server).
            public let liveNote: String
            public let pricesNotice: String?
        }
    }

    public enum Likes {
        public struct Response: Sendable {
            public let status: LikeStatus
            public let previous: LikeStatus?
            public let poll: Poll
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let productID: Int
            public let title: String
            public let isFirst: Bool
            public let isLiked: Bool
            /// "♥ You like it" or "♡ You do not like it".
            public let likedLabel: String
            public let likedChanged: Bool
            public let likeCount: Int
            public let likeCountLabel: String
            /// "+1" or "−2" since the last update; `nil` when unchanged.
            public let likeCountChange: String?
            /// Why a product's own like count is not shown.
            public let note: String
            public let resumed: String?
            /// What the watch does, said with its first update (never how often it asks the server).
            public let liveNote: String
        }
    }

    /// A lost connection, said once until it is back.
    public struct Alert: Sendable, Equatable, Encodable {
        public let kind: ErrorKind
        public let message: String
    }
}
