import SnapFitDomain

/// The home screen: the profile and the first products, loaded at the same time.
public struct FetchHome: Sendable {
    /// How many products home shows.
    public static let productCount = 30
    /// How many of them are featured as small cards.
    public static let featuredCount = 10

    private let accounts: any AccountRepository
    private let products: any ProductRepository

    public init(accounts: any AccountRepository, products: any ProductRepository) {
        self.accounts = accounts
        self.products = products
    }

    public func callAsFunction() async throws(DomainError) -> Home {
        async let user = Concurrently.outcome { () async throws(DomainError) in try await accounts.profile() }
        async let list = Concurrently.outcome { () async throws(DomainError) in
            try await products.products(.all, page: PageRequest(offset: 0, limit: Self.productCount))
        }
        let profile = try await user.get()
        let items = try await list.get()
        let recommended = items.first { !Set($0.vibes).isDisjoint(with: profile.vibes.map(\.name)) } ?? items.first
        return Home(
            user: profile, recommended: recommended, featured: Array(items.prefix(Self.featuredCount)),
            more: Array(items.dropFirst(Self.featuredCount)))
    }
}
