import SnapFitDomain

/// The SnapFit error codes the product and like routes give a meaning of their own (§4.9).
enum ProductErrorCodes {
    static let overrides: [Int: DomainError] = AccountErrorCodes.overrides.merging([23: .productNotFound]) { $1 }
    /// A product list or detail: 14 and 11 are about a product's maker (withdrawn or missing), not the caller.
    static let listing = overrides.merging([14: .makerWithdrawn, 11: .makerWithdrawn]) { $1 }
    /// Liking twice: code 24.
    static let like = overrides.merging([24: .alreadyLiked]) { $1 }
    /// Unliking what is not liked: the same code 24.
    static let unlike = overrides.merging([24: .notLiked]) { $1 }
}
