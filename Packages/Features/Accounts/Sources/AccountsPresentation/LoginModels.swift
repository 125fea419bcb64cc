import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// The login scene: signing in with a social account.
public enum LoginScene {
    /// What the scene shows, in order: the user signed in, an account to sign up first, or why not.
    public enum Outcome: FailableOutcome, Equatable {
        case signedIn(SignIn.ViewModel)
        case signUpNeeded(SignIn.SignUpNeeded)
        case failed(ErrorViewModel)
    }

    public enum SignIn {
        public struct Request: Sendable {
            public let provider: SocialProvider
            public let socialToken: String

            public init(provider: SocialProvider, socialToken: String) {
                self.provider = provider
                self.socialToken = socialToken
            }
        }
        public struct Response: Sendable {
            public let outcome: LoginOutcome
            public let provider: SocialProvider
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            public let message: String
        }
        /// No account exists for this social login: a failure for scripts (`needs_sign_up`), and the step a screen
        /// can offer next.
        public struct SignUpNeeded: Sendable, Equatable {
            /// The failure, whose next step is to sign up with the same social account.
            public let error: ErrorViewModel
        }
    }
}
