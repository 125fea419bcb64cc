import SnapFitDomain

/// The SnapFit error codes the account routes give a meaning of their own (§4.9): every signed-in route, a
/// feature's among them, starts from them.
public enum AccountErrorCodes {
    public static let overrides: [Int: DomainError] = [
        3: .sessionExpired,
        10: .invalidSocialToken,
        11: .accountNotFound,
        13: .accountExists,
        14: .accountWithdrawn,
        15: .nicknameTaken,
    ]
}
