import Foundation
import SnapFitDomain
import SnapFitFixtures

/// DEV: the seeded products as the server shows them: vibes, locations and images de-duplicated and sorted, the
/// cheapest option as the list price, the maker by nickname, and the like state of the asking user. Products
/// registered in DEV join it for the rest of the process.
actor MockCatalog {
    private var products: [SeedProduct]
    private let makers: [Int: String]

    init(catalog: SeedCatalog) {
        products = catalog.products.sorted { $0.id < $1.id }
        makers = Dictionary(uniqueKeysWithValues: catalog.users.map { ($0.id, $0.nickname) })
    }

    /// The products `filter` selects, in id order.
    func products(_ filter: ProductFilter) -> [SeedProduct] {
        switch filter {
        case .all:
            return products
        case .vibes(let names):
            let wanted = Set(names.map { $0.lowercased() })
            return products.filter { product in product.vibes.contains { wanted.contains($0.lowercased()) } }
        case .maker(let id):
            return products.filter { $0.makerId == id }
        }
    }

    func product(id: Int) -> SeedProduct? {
        products.first { $0.id == id }
    }

    /// Adds a registered product under the next id and returns it.
    func add(_ make: (Int) -> SeedProduct) -> SeedProduct {
        let product = make((products.map(\.id).max() ?? 0) + 1)
        products.append(product)
        return product
    }

    nonisolated func summary(_ product: SeedProduct, liked: Bool) -> ProductSummary {
        ProductSummary(
            id: product.id, title: product.title, thumbnailURL: URL(string: product.thumbnail),
            vibes: Set(product.vibes).sorted(), locations: Set(product.locations).sorted(), isStudio: product.studio,
            lowestPrice: product.prices.map(\.price).min(), maker: maker(product.makerId), isLiked: liked)
    }

    nonisolated func detail(_ product: SeedProduct, liked: Bool) -> ProductDetail {
        ProductDetail(
            id: product.id, title: product.title, description: product.description,
            thumbnailURL: URL(string: product.thumbnail),
            imageURLs: Set(product.images).sorted().compactMap(URL.init(string:)),
            vibes: Set(product.vibes).sorted(), locations: Set(product.locations).sorted(), isStudio: product.studio,
            options: Set(product.prices).map { PriceOption(minutes: $0.minutes, price: $0.price) },
            personPrice: product.personPrice, maker: maker(product.makerId), isLiked: liked,
            createdAt: product.createdAt)
    }

    private nonisolated func maker(_ id: Int) -> MakerSummary {
        MakerSummary(id: id, nickname: makers[id] ?? "")
    }
}

extension Array {
    /// The rows `page` asks for; empty past the end.
    func page(_ page: PageRequest) -> [Element] {
        guard page.offset < count else { return [] }
        return Array(self[page.offset..<Swift.min(page.offset + page.limit, count)])
    }
}
