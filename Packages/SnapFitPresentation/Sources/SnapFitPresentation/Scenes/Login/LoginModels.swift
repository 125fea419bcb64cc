import SnapFitDomain

/// The login scene: signing in with a social account.
public enum LoginScene {
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
        }
        public struct ViewModel: Sendable, Equatable, Encodable {
            /// Whether the user must sign up before signing in.
            public let needsSignUp: Bool
            public let message: String
        }
    }
}
