/// Everything sign-up sends, once validated.
public struct SignUpForm: Sendable, Equatable {
    public let provider: SocialProvider
    public let socialToken: String
    public let nickname: String
    /// Known vibe names, one or two.
    public let vibes: [String]
    public let consents: SignUpConsents

    public init(
        provider: SocialProvider, socialToken: String, nickname: String, vibes: [String], consents: SignUpConsents
    ) {
        self.provider = provider
        self.socialToken = socialToken
        self.nickname = nickname
        self.vibes = vibes
        self.consents = consents
    }
}
