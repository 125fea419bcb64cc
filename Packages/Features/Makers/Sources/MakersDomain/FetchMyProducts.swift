import SnapFitDomain

/// The signed-in maker's own products, a page at a time.
public struct FetchMyProducts: Sendable {
    public static let pageSize = 20

    private let accounts: any AccountRepository
    private let products: any ProductRepository

    public init(accounts: any AccountRepository, products: any ProductRepository) {
        self.accounts = accounts
        self.products = products
    }

    /// The maker's id, after checking that the signed-in user is a maker.
    public func makerID() async throws(DomainError) -> Int {
        let user = try await accounts.profile()
        guard user.role == .maker else { throw .notAMaker }
        return user.id
    }

    public func callAsFunction(makerID: Int, page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try await products.products(.maker(id: makerID), page: page)
    }
}
