import SnapFitDomain
import Testing

/// A `ProductRepository` whose every call fails the test unless the test sets it.
struct StubProductRepository: ProductRepository {
    var onProducts: @Sendable (ProductFilter, PageRequest) async throws(DomainError) -> [ProductSummary] = {
        (_, _) throws(DomainError) in throw unexpected("products")
    }
    var onProduct: @Sendable (Int) async throws(DomainError) -> ProductDetail = { (_) throws(DomainError) in
        throw unexpected("product")
    }

    func products(_ filter: ProductFilter, page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try await onProducts(filter, page)
    }
    func product(id: Int) async throws(DomainError) -> ProductDetail { try await onProduct(id) }
}

extension ProductSummary {
    static func fixture(id: Int, makerID: Int = 2, vibes: [String] = ["시크"], liked: Bool = false) -> ProductSummary {
        ProductSummary(
            id: id, title: "스냅 \(id)", thumbnailURL: nil, vibes: vibes, locations: ["서울"], isStudio: false,
            lowestPrice: 50_000, maker: MakerSummary(id: makerID, nickname: "하늘작가"), isLiked: liked)
    }
}

extension ProductDetail {
    static func fixture(id: Int, makerID: Int = 2) -> ProductDetail {
        ProductDetail(
            id: id, title: "스냅 \(id)", description: "설명", thumbnailURL: nil, imageURLs: [], vibes: ["시크"],
            locations: ["서울"], isStudio: false,
            options: [PriceOption(minutes: 60, price: 120_000), PriceOption(minutes: 30, price: 70_000)],
            personPrice: 20_000, maker: MakerSummary(id: makerID, nickname: "하늘작가"), isLiked: false,
            createdAt: "2026-01-01 10:00:00")
    }
}
