import SnapFitDomain

/// Product lists: everything, by vibes, or one maker's, a page at a time.
public struct FetchProducts: Sendable {
    /// Rows per page of a product list.
    public static let pageSize = 20

    private let products: any ProductRepository
    private let referenceData: any ReferenceDataRepository

    public init(products: any ProductRepository, referenceData: any ReferenceDataRepository) {
        self.products = products
        self.referenceData = referenceData
    }

    /// `filter` checked before anything is listed: vibes must be known (by name in any case, or by id) and are
    /// spelled as the catalog spells them, without duplicates.
    public func checked(_ filter: ProductFilter) async throws(DomainError) -> ProductFilter {
        guard case .vibes(let names) = filter else { return filter }
        guard !names.isEmpty else { throw .validation(.init(field: .vibes, reason: .tooShort(min: 1))) }
        let known = try await referenceData.vibes()
        var canonical: [String] = []
        for name in names {
            guard let vibe = known.first(where: { $0.isMeant(by: name) }) else {
                throw .validation(.init(field: .vibes, reason: .unknown(name, known: known.map(\.name))))
            }
            if !canonical.contains(vibe.name) { canonical.append(vibe.name) }
        }
        return .vibes(canonical)
    }

    /// One page of a checked filter's products, leaving out those whose maker left SnapFit.
    public func callAsFunction(
        _ filter: ProductFilter, page: PageRequest
    ) async throws(DomainError) -> PageRows<ProductSummary> {
        try await WithdrawnMakerNarrowing.read(page) { (request) throws(DomainError) in
            try await products.products(filter, page: request)
        }
    }
}
