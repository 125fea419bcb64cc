import SnapFitDomain

/// The SnapFit error codes the product and like routes give a meaning of their own (§4.9).
enum ProductErrorCodes {
    static let overrides: [Int: DomainError] = AccountErrorCodes.overrides.merging([23: .productNotFound]) { $1 }
    /// Liking twice: code 24.
    static let like = overrides.merging([24: .alreadyLiked]) { $1 }
    /// Unliking what is not liked: the same code 24.
    static let unlike = overrides.merging([24: .notLiked]) { $1 }
}
