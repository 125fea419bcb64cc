/// The social accounts SnapFit signs in with.
public enum SocialProvider: String, Sendable, CaseIterable {
    case kakao
    case apple
}
