import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// Editing the profile: the nickname and the vibes.
public enum ProfileEditScene {
    /// What the scene shows, in order: the profile, the profile saved, or why not.
    public enum Outcome: FailableOutcome, Equatable {
        case profile(Load.ViewModel)
        case saved(Save.ViewModel)
        case failed(ErrorViewModel)
    }

    /// The current profile, to start editing from.
    public enum Load {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let user: User
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let profile: ProfileViewModel
            /// The rules for a new profile.
            public let message: String
        }
    }

    /// Saves a new nickname and vibes; a value left out keeps the current one.
    public enum Save {
        public struct Request: Sendable {
            public let nickname: String?
            public let vibes: [String]?

            public init(nickname: String?, vibes: [String]?) {
                self.nickname = nickname
                self.vibes = vibes
            }
        }
        public struct Response: Sendable {
            public let user: User
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let profile: ProfileViewModel
            public let message: String
        }
    }
}
