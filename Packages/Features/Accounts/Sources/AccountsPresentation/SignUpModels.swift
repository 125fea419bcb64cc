import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// The sign-up scene, a flow in the order the user meets it: the terms, then a nickname, then one or two vibes.
public enum SignUpScene {
    /// What the flow shows, in order: each step's outcome and the question it asks next, then the account or why there is none.
    public enum Outcome: FailableOutcome, Equatable {
        case question(Question.ViewModel)
        case terms(LoadTerms.ViewModel)
        case termsAccepted(AcceptTerms.ViewModel)
        case nicknameAccepted(ChooseNickname.ViewModel)
        case vibeChoices(LoadVibeChoices.ViewModel)
        case vibesAccepted(ChooseVibes.ViewModel)
        case signedUp(Submit.ViewModel)
        case failed(ErrorViewModel)
    }

    /// Opens the flow for a social account with the answers already given (flags); it asks for the rest.
    public enum Start {
        public struct Request: Sendable {
            public let provider: SocialProvider
            public let socialToken: String
            /// Consents, nickname and vibes given up front; each is checked as if just typed.
            public let consents: SignUpConsents?
            public let nickname: String?
            public let vibes: [String]?

            public init(
                provider: SocialProvider, socialToken: String, consents: SignUpConsents? = nil, nickname: String? = nil,
                vibes: [String]? = nil
            ) {
                self.provider = provider
                self.socialToken = socialToken
                self.consents = consents
                self.nickname = nickname
                self.vibes = vibes
            }
        }
    }

    /// What the flow asks now. A refused answer is asked again, with why.
    public enum Question {
        public enum Step: Sendable, Equatable {
            case requiredTerms, marketing, nickname, vibes
        }
        public struct Response: Sendable {
            public let step: Step
            public let refusal: DomainError?
        }
        /// The vibes question offers the catalog's vibes as its choices.
        public typealias ViewModel = FlowQuestion<Step>
    }

    /// The terms to accept; three are required, marketing is optional.
    public enum LoadTerms {
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

        /// The consents given by ticking the terms with these keys (a form's checkboxes).
        public static func consents(accepting keys: Set<String>) -> SignUpConsents {
            SignUpConsents(
                serviceTerms: keys.contains("service"), privacyPolicy: keys.contains("privacy"),
                agedFourteenOrOver: keys.contains("age"), marketing: keys.contains("marketing"))
        }

        /// The consents given all at once: every required term accepted or none, and marketing or not (flags).
        public static func consents(acceptingRequired: Bool, marketing: Bool) -> SignUpConsents {
            SignUpConsents(
                serviceTerms: acceptingRequired, privacyPolicy: acceptingRequired,
                agedFourteenOrOver: acceptingRequired,
                marketing: marketing)
        }
    }

    /// Step 1: the consents the user gave.
    public enum AcceptTerms {
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
        public struct Response: Sendable {
            public let vibes: [Vibe]
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let message: String
            public let vibes: [ReferenceDataScene.Item]
        }
    }

    /// Step 3: the vibes the user picked, by name.
    public enum ChooseVibes {
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
        public struct Response: Sendable {
            public let nickname: String
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let nickname: String
            public let message: String
        }
    }
}
