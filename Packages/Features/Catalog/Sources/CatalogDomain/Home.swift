import SnapFitDomain

/// The home screen: who is greeted, one recommended product, and the products in sections.
public struct Home: Sendable, Equatable {
    public let user: User
    /// A product sharing one of the user's vibes (the first product when none does); `nil` when there are none.
    public let recommended: ProductSummary?
    /// The first products, shown as small cards.
    public let featured: [ProductSummary]
    /// The products after those, shown as big cards.
    public let more: [ProductSummary]

    public init(user: User, recommended: ProductSummary?, featured: [ProductSummary], more: [ProductSummary]) {
        self.user = user
        self.recommended = recommended
        self.featured = featured
        self.more = more
    }
}
