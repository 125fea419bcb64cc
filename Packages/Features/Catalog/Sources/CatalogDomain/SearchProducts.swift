import SnapFitDomain

/// Keyword search over the catalog. The server has no search (contract §3), so the client reads the catalog page by
/// page and keeps the products whose title, description, maker nickname, regions or vibes hold every word. One call
/// scans on from where the last stopped and returns once it has found `resultsPerCall` products, reached the end of
/// the catalog, read `idlePageLimit` pages in a row without a match, or read `maxPagesPerCall` pages: the scan's bound,
/// after which `more` asks for another call.
public struct SearchProducts: Sendable {
    /// Catalog rows read per request.
    public static let catalogPageSize = FetchProducts.pageSize
    /// Pages read in a row without a new match before a call returns.
    public static let idlePageLimit = 5
    /// Matches after which a call returns (it finishes the page it is reading).
    public static let resultsPerCall = 10
    /// Pages after which a call returns, whatever it found.
    public static let maxPagesPerCall = 25
    /// Product details read at once for their descriptions.
    static let detailsAtOnce = 4

    private let fetchProducts: FetchProducts
    private let products: any ProductRepository

    public init(products: any ProductRepository, referenceData: any ReferenceDataRepository) {
        self.products = products
        fetchProducts = FetchProducts(products: products, referenceData: referenceData)
    }

    /// Scans from `page.offset` (a catalog row). The rows scanned but not matched count as `hidden`, so the next call
    /// starts after them.
    /// - Parameters:
    ///   - query: the words every match must hold.
    ///   - page: where the scan starts, by its `offset` (a catalog row); a call returns after `resultsPerCall` matches.
    ///   - aliases: more words a vibe or region is known by (its English gloss), by its catalog name.
    public func callAsFunction(
        _ query: SearchQuery, page: PageRequest, aliases: [String: [String]] = [:]
    ) async throws(DomainError) -> PageRows<ProductSummary> {
        var request = PageRequest(offset: page.offset, limit: Self.catalogPageSize)
        var (found, scanned, idle, pages) = ([ProductSummary](), 0, 0, 0)
        while found.count < Self.resultsPerCall, idle < Self.idlePageLimit, pages < Self.maxPagesPerCall {
            pages += 1
            let rows = try await fetchProducts(.all, page: request)
            let matches = try await matching(rows.items, query, aliases: aliases)
            found += matches
            scanned += rows.items.count + rows.hidden
            idle = matches.isEmpty ? idle + 1 : 0
            if request.isLast(count: rows.items.count + rows.hidden) {
                return PageRows(items: found, hidden: scanned - found.count, isLast: true)
            }
            request = request.next
        }
        return PageRows(items: found, hidden: scanned - found.count, isLast: false)
    }

    /// The products of `rows` that match, in order: on their summary, or else on their summary and description
    /// together (read from their detail, a few at a time; a product gone since the page was read does not match).
    private func matching(
        _ rows: [ProductSummary], _ query: SearchQuery, aliases: [String: [String]]
    ) async throws(DomainError) -> [ProductSummary] {
        var matched = Set<Int>()
        var unmatched: [(product: ProductSummary, fields: [String])] = []
        for product in rows {
            let names = product.vibes + product.locations
            let fields = [product.title, product.maker.nickname] + names + names.flatMap { aliases[$0] ?? [] }
            if query.matches(fields) { matched.insert(product.id) } else { unmatched.append((product, fields)) }
        }
        for start in stride(from: 0, to: unmatched.count, by: Self.detailsAtOnce) {
            let batch = unmatched[start..<min(start + Self.detailsAtOnce, unmatched.count)]
            let described = await withTaskGroup(of: Result<Int?, DomainError>.self) { group in
                for (product, fields) in batch {
                    group.addTask { [products] in
                        await Concurrently.outcome { () throws(DomainError) in
                            let detail = try await products.product(id: product.id)
                            return query.matches(fields + [detail.description]) ? product.id : nil
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            for outcome in described {
                switch outcome {
                case .success(let id): if let id { matched.insert(id) }
                case .failure(.productNotFound), .failure(.makerWithdrawn): break
                case .failure(let error): throw error
                }
            }
        }
        return rows.filter { matched.contains($0.id) }
    }
}
