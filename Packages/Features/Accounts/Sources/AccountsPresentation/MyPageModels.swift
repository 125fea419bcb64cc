import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// My page: the profile with its counters, the maker tools for makers, logout and withdrawal.
public enum MyPageScene {
    /// What the scene shows, in order: my page, the sign-out, withdrawal's question then its end, or why not.
    public enum Outcome: FailableOutcome, Equatable {
        case myPage(Load.ViewModel)
        case loggedOut(Logout.ViewModel)
        case question(Withdraw.Question)
        case withdrawn(Withdraw.ViewModel)
        case failed(ErrorViewModel)
    }

    public enum Load {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let page: MyPage
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let profile: ProfileViewModel
            public let likeCount: Int
            public let reservationCount: Int
            /// "찜한 내역 3" / "Likes: 3".
            public let likesLabel: String
            public let reservationsLabel: String
            /// The maker tools, empty for a customer.
            public let makerTools: [MakerTool]
        }
    }

    /// An entry to one of the maker features.
    public struct MakerTool: Sendable, Equatable, Encodable {
        /// What the entry opens.
        public let action: Intent
        public let title: String
    }

    public enum Logout {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable, Equatable {
            /// False when there was no session to end: a notice, not a failure.
            public let wasSignedIn: Bool
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let wasSignedIn: Bool
            public let message: String
        }
    }

    /// Withdrawal, which cannot be undone: asked to confirm first (as a flow), unless the request already is.
    public enum Withdraw {
        public struct Request: Sendable {
            /// `true` to withdraw, `false` to keep the account, `nil` to be asked.
            public let confirmed: Bool?

            public init(confirmed: Bool?) {
                self.confirmed = confirmed
            }
        }
        /// The one question of the flow: to confirm.
        public enum Step: Sendable, Equatable {
            case confirm
        }
        /// A yes or no, with why it matters as its note: it cannot be undone.
        public typealias Question = FlowQuestion<Step>
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let withdrawn: Bool
            public let message: String
        }
    }
}
