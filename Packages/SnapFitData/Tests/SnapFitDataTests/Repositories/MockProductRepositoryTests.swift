import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import Testing

@Suite struct MockProductRepositoryTests {
    private func signedIn() async throws -> MockRepositories {
        let mocks = MockRepositories(catalog: .standard)
        _ = try await mocks.accounts.login(provider: .kakao, socialToken: SeedCatalog.customerSocialId)
        return mocks
    }

    @Test func products_signedOut_needsALogin() async {
        let mocks = MockRepositories(catalog: .standard)
        await #expect(throws: DomainError.signedOut) {
            try await mocks.products.products(.all, page: .init(offset: 0, limit: 20))
        }
    }

    @Test func products_pagesThroughTheWholeCatalogInIdOrder() async throws {
        let mocks = try await signedIn()
        var ids: [Int] = []
        var page = PageRequest(offset: 0, limit: 25)
        while true {
            let rows = try await mocks.products.products(.all, page: page)
            ids += rows.map(\.id)
            if page.isLast(count: rows.count) { break }
            page = page.next
        }
        #expect(ids.count == SeedCatalog.standard.products.count && ids == ids.sorted())
    }

    @Test func products_byVibe_haveThatVibe_byMaker_areTheirs() async throws {
        let mocks = try await signedIn()
        let chic = try await mocks.products.products(.vibes(["시크"]), page: .init(offset: 0, limit: 100))
        #expect(!chic.isEmpty && chic.allSatisfy { $0.vibes.contains("시크") })
        let makers = try await mocks.products.products(.maker(id: 2), page: .init(offset: 0, limit: 100))
        #expect(!makers.isEmpty && makers.allSatisfy { $0.maker.id == 2 && $0.maker.nickname == "하늘작가" })
    }

    @Test func like_thenLikeAgain_isAlreadyLiked_andShowsInListsAndCounts() async throws {
        let mocks = try await signedIn()
        try await mocks.likes.like(productID: 5)
        await #expect(throws: DomainError.alreadyLiked) { try await mocks.likes.like(productID: 5) }
        #expect(try await mocks.likes.likeCount() == 1)
        #expect(try await mocks.products.product(id: 5).isLiked)
        #expect(try await mocks.likes.likedProducts(page: .init(offset: 0, limit: 20)).map(\.id) == [5])
        try await mocks.likes.unlike(productID: 5)
        await #expect(throws: DomainError.notLiked) { try await mocks.likes.unlike(productID: 5) }
    }

    @Test func product_missing_isNotFound() async throws {
        let mocks = try await signedIn()
        await #expect(throws: DomainError.productNotFound) { try await mocks.products.product(id: 9999) }
        await #expect(throws: DomainError.productNotFound) { try await mocks.likes.like(productID: 9999) }
    }
}
