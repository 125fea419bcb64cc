import SnapFitAppCore
import SnapFitDomain
import SnapFitWeb

/// Where a session keeps the social account a login found no account for, which sign-up then uses (never written
/// into a page); a new user's session starts without.
final class SignUpAccount: FeatureState {
    var account: (provider: SocialProvider, token: String)?

    init() {}

    func end() { account = nil }
}
