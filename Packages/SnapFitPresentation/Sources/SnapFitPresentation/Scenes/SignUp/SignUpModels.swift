import SnapFitDomain

/// The sign-up scene, in the order the user meets it: the terms, then a nickname, then one or two vibes.
public enum SignUpScene {
    /// The terms to accept; three are required, marketing is optional.
    public enum LoadTerms {
        public struct Request: Sendable {
            public init() {}
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let title: String
            public let terms: [Term]
        }
        /// One term: a stable key, its title and whether sign-up needs it.
        public struct Term: Sendable, Equatable, Encodable {
            public let key: String
            public let title: String
            public let required: Bool
        }
    }

    /// Step 1: the consents the user gave.
    public enum AcceptTerms {
        public struct Request: Sendable {
            public let consents: SignUpConsents

            public init(consents: SignUpConsents) {
                self.consents = consents
            }
        }
        public struct Response: Sendable {
            public let consents: SignUpConsents
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let marketing: Bool
            /// What to do next.
            public let message: String
        }
    }

    /// Step 2: the nickname the user typed.
    public enum ChooseNickname {
        public struct Request: Sendable {
            public let nickname: String

            public init(nickname: String) {
                self.nickname = nickname
            }
        }
        public struct Response: Sendable {
            public let nickname: String
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            /// The nickname as it will be sent, without surrounding spaces.
            public let nickname: String
            public let message: String
        }
    }

    /// Step 3, before choosing: the vibes to pick from.
    public enum LoadVibeChoices {
        public struct Request: Sendable {
            public init() {}
        }
        public struct Response: Sendable {
            public let vibes: [Vibe]
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let message: String
            public let vibes: [ReferenceData.Item]
        }
    }

    /// Step 3: the vibes the user picked, by name.
    public enum ChooseVibes {
        public struct Request: Sendable {
            public let vibes: [String]

            public init(vibes: [String]) {
                self.vibes = vibes
            }
        }
        public struct Response: Sendable {
            public let vibes: [String]
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            /// The vibes as the catalog spells them.
            public let vibes: [String]
            public let message: String
        }
    }

    /// Everything at once: creates the account and signs it in.
    public enum Submit {
        public struct Request: Sendable {
            public let provider: SocialProvider
            public let socialToken: String
            public let nickname: String
            public let vibes: [String]
            public let consents: SignUpConsents

            public init(
                provider: SocialProvider, socialToken: String, nickname: String, vibes: [String],
                consents: SignUpConsents
            ) {
                self.provider = provider
                self.socialToken = socialToken
                self.nickname = nickname
                self.vibes = vibes
                self.consents = consents
            }
        }
        public struct Response: Sendable {
            public let nickname: String
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let nickname: String
            public let message: String
        }
    }
}
