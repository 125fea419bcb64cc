import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import WatchDomain

struct FetchLikeStatusTests {
    @Test func readsTheProductsLikeAndTheUsersCount() async throws {
        var products = StubProductRepository()
        products.onProduct = { id in
            var product = ProductDetail.fixture(id: id)
            product.isLiked = true
            return product
        }
        var likes = StubLikeRepository()
        likes.onLikeCount = { 4 }
        let status = try await FetchLikeStatus(products: products, likes: likes)(productID: 12)
        #expect(status == LikeStatus(productID: 12, title: ProductDetail.fixture().title, isLiked: true, likeCount: 4))
    }

    @Test func aProductThatIsGone_failsTheReading() async {
        var products = StubProductRepository()
        products.onProduct = { (_) throws(DomainError) in throw .productNotFound }
        var likes = StubLikeRepository()
        likes.onLikeCount = { 4 }
        await #expect(throws: DomainError.productNotFound) {
            _ = try await FetchLikeStatus(products: products, likes: likes)(productID: 99)
        }
    }
}
