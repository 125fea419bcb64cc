import SnapFitDomain

/// The SnapFit error codes the account routes give a meaning of their own (§4.9).
enum AccountErrorCodes {
    static let overrides: [Int: DomainError] = [
        3: .sessionExpired,
        10: .invalidSocialToken,
        11: .accountNotFound,
        13: .accountExists,
        14: .accountWithdrawn,
        15: .nicknameTaken,
    ]
}
