import Foundation
import SnapFitDataTestSupport
import SnapFitDomain
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Testing

@testable import SnapFitData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RemoteProductRepositoryTests {
    static func summaryJSON(id: Int, price: Int = 30000) -> String {
        #"{"id":\#(id),"maker":{"id":5,"nickName":"yongha"},"title":"한강 커플 스냅","thumbNail":"https://img/\#(id).png","vibes":["러블리","밝은"],"locations":["서울"],"price":\#(price),"studio":false,"like":true}"#
    }

    static func page(_ ids: [Int], offset: Int = 0, limit: Int = 20) -> Data {
        Data(
            #"{"offset":\#(offset),"limit":\#(limit),"data":[\#(ids.map { summaryJSON(id: $0) }.joined(separator: ","))]}"#
                .utf8)
    }

    @Test func products_byVibes_sendsEncodedNamesAndSortsThePageById() async throws {
        // Given: the server answers out of order
        let session = StubURLSession()
        session.respond { _ in (200, Self.page([9, 3, 5])) }
        // When
        let products = try await RemoteProductRepository(provider: .signedIn(session)).products(
            .vibes(["러블리", "시크"]), page: PageRequest(offset: 20, limit: 20))
        // Then
        #expect(products.map(\.id) == [3, 5, 9])
        let url = try #require(session.requests.first?.url)
        #expect(url.path == "/snapfit/posts/filter/vibes")
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(items.first { $0.name == "vibes" }?.value == "러블리,시크")
        #expect(items.first { $0.name == "offset" }?.value == "20")
        #expect(url.absoluteString.contains("%EB%9F%AC%EB%B8%94%EB%A6%AC"))
    }

    @Test func products_byMaker_sendsTheMakerAsUserId() async throws {
        let session = StubURLSession()
        session.respond { _ in (200, Self.page([])) }
        _ = try await RemoteProductRepository(provider: .signedIn(session)).products(
            .maker(id: 7), page: PageRequest(offset: 0, limit: 11))
        let url = try #require(session.requests.first?.url)
        #expect(url.path == "/snapfit/posts/maker")
        #expect(url.query?.contains("userId=7") == true && url.query?.contains("limit=11") == true)
    }

    @Test func products_listItem_readsThumbNailAndTheNoOptionsPrice() async throws {
        let session = StubURLSession()
        let body = #"{"offset":0,"limit":1,"data":[\#(Self.summaryJSON(id: 1, price: 2147483647))]}"#
        session.respond { _ in (200, Data(body.utf8)) }
        let product = try #require(
            try await RemoteProductRepository(provider: .signedIn(session)).products(
                .all, page: .init(offset: 0, limit: 1)
            )
            .first)
        #expect(product.thumbnailURL?.absoluteString == "https://img/1.png")
        #expect(product.lowestPrice == nil && product.isLiked)
    }

    /// What a page of 20 products answered with `body` is refused as: the detail of an invalid-data error.
    private func invalidDataDetail(answering body: Data) async -> String? {
        let session = StubURLSession()
        session.respond { _ in (200, body) }
        let error = await #expect(throws: DomainError.self) {
            try await RemoteProductRepository(provider: .signedIn(session)).products(
                .all, page: PageRequest(offset: 0, limit: 20))
        }
        guard case .invalidResponse(let detail) = error else {
            Issue.record("expected invalid data, got \(String(describing: error))")
            return nil
        }
        return detail
    }

    @Test func products_pageLongerThanTheLimitAskedFor_isInvalidData_neverShown() async throws {
        // When: a server answers 21 rows (and echoes a matching limit) to a request for 20
        let detail = await invalidDataDetail(answering: Self.page(Array(1...21), limit: 21))
        // Then
        #expect(detail?.contains("21") == true && detail?.contains("20") == true)
    }

    @Test(arguments: [-1, -9_223_372_036_854_775_808, 2_147_483_648])
    func products_priceOutsideTheServersRange_isInvalidData_neverShown(price: Int) async throws {
        // When
        let body = #"{"offset":0,"limit":20,"data":[\#(Self.summaryJSON(id: 1, price: price))]}"#
        let detail = await invalidDataDetail(answering: Data(body.utf8))
        // Then
        #expect(detail?.contains("price") == true)
    }

    @Test func product_detail_readsThumbnailCreateAtAndSortsOptionsByLength() async throws {
        let session = StubURLSession()
        session.respond { _ in (200, WireFixtures.productDetail) }
        let product = try await RemoteProductRepository(provider: .signedIn(session)).product(id: 12)
        #expect(session.requests.first?.url?.query == "id=12")
        #expect(product.options == [PriceOption(minutes: 30, price: 30000), PriceOption(minutes: 60, price: 100000)])
        #expect(product.personPrice == nil && product.isStudio && product.createdAt == "2024-08-24 13:05:11")
        #expect(product.thumbnailURL?.absoluteString == "https://img/t.png" && product.imageURLs.count == 2)
    }

    @Test func product_missing_isNotFound() async {
        let session = StubURLSession()
        session.respond { _ in (404, Data(#"{"errorCode":23,"message":"포스트가 존재하지 않습니다."}"#.utf8)) }
        await #expect(throws: DomainError.productNotFound) {
            try await RemoteProductRepository(provider: .signedIn(session)).product(id: 999)
        }
    }

    @Test func aListOrDetailHoldingAWithdrawnOrMissingMaker_isThatMakersFailure_notTheCallers() async {
        for code in [14, 11] {
            let session = StubURLSession()
            session.respond { _ in (404, Data(#"{"errorCode":\#(code),"message":"탈퇴한 유저입니다."}"#.utf8)) }
            let sut = RemoteProductRepository(provider: .signedIn(session))
            await #expect(throws: DomainError.makerWithdrawn) {
                try await sut.products(.all, page: PageRequest(offset: 0, limit: 20))
            }
            await #expect(throws: DomainError.makerWithdrawn) { try await sut.product(id: 1) }
        }
    }
}

@Suite struct RemoteLikeRepositoryTests {
    private static let conflict = (409, Data(#"{"errorCode":24,"message":"이미 찜했거나 찜하지 않은 상품입니다."}"#.utf8))

    @Test func like_twice_isAlreadyLiked_unlikeNotLiked_isNotLiked() async {
        let session = StubURLSession()
        session.respond { _ in Self.conflict }
        let sut = RemoteLikeRepository(provider: .signedIn(session))
        await #expect(throws: DomainError.alreadyLiked) { try await sut.like(productID: 3) }
        await #expect(throws: DomainError.notLiked) { try await sut.unlike(productID: 3) }
        #expect(session.requests.map(\.httpMethod) == ["POST", "DELETE"])
        #expect(session.requests.first?.url?.query == "postId=3")
    }

    /// Spring's default body, as the real server answers an uncaught exception (§4.9).
    private static let serverFailure = (
        500,
        Data(
            #"{"timestamp":"2024-08-24T04:05:11.000+00:00","status":500,"error":"Internal Server Error","path":"/snapfit/post/like"}"#
                .utf8)
    )

    @Test func like_missingProduct_afterTheServersFiveHundred_isProductNotFound() async {
        // Given: the server breaks on the missing post's foreign key, and its detail route knows no such post
        let session = StubURLSession()
        session.respond { request in
            request.httpMethod == "POST"
                ? Self.serverFailure
                : (404, Data(#"{"errorCode":23,"message":"존재하지 않는 게시글입니다."}"#.utf8))
        }
        let sut = RemoteLikeRepository(provider: .signedIn(session))
        // When / Then
        await #expect(throws: DomainError.productNotFound) { try await sut.like(productID: 999) }
        #expect(session.requests.map(\.httpMethod) == ["POST", "GET"])
        #expect(session.requests.last?.url?.path == "/snapfit/post")
        #expect(session.requests.last?.url?.query == "id=999")
    }

    @Test func like_existingProduct_afterTheServersFiveHundred_staysTheFiveHundred() async {
        // Given: the post exists, so the 500 is about something else
        let session = StubURLSession()
        session.respond { request in
            request.httpMethod == "POST" ? Self.serverFailure : (200, WireFixtures.productDetail)
        }
        let sut = RemoteLikeRepository(provider: .signedIn(session))
        // When
        let error = await #expect(throws: DomainError.self) { try await sut.like(productID: 12) }
        // Then
        guard case .rejected(status: 500, _) = error else {
            Issue.record("expected the 500, got \(String(describing: error))")
            return
        }
    }

    @Test func like_afterAnotherRefusal_looksNothingUp() async {
        let session = StubURLSession()
        session.respond { _ in (403, Data(#"{"errorCode":99,"message":"no"}"#.utf8)) }
        await #expect(throws: DomainError.self) {
            try await RemoteLikeRepository(provider: .signedIn(session)).like(productID: 3)
        }
        #expect(session.requests.map(\.httpMethod) == ["POST"])
    }

    @Test func likedProducts_withinTheOffsetCap_asksForThePageAsIs() async throws {
        let session = StubURLSession()
        session.respond { _ in (200, RemoteProductRepositoryTests.page([1, 2])) }
        _ = try await RemoteLikeRepository(provider: .signedIn(session)).likedProducts(
            page: .init(offset: 100, limit: 20))
        #expect(session.requests.first?.url?.query == "limit=20&offset=100")
    }

    @Test func likedProducts_pastTheOffsetCap_readsFromOneHundredAndCutsThePage() async throws {
        // Given: rows 100…139, the 40 asked for
        let session = StubURLSession()
        session.respond { _ in (200, RemoteProductRepositoryTests.page(Array(100..<140), offset: 100, limit: 40)) }
        // When
        let rows = try await RemoteLikeRepository(provider: .signedIn(session)).likedProducts(
            page: .init(offset: 120, limit: 20))
        // Then
        #expect(session.requests.first?.url?.query == "limit=40&offset=100")
        #expect(rows.map(\.id) == Array(120..<140))
    }

    @Test func likedProducts_pastTwoHundred_endsWithoutAsking() async throws {
        let session = StubURLSession()
        let rows = try await RemoteLikeRepository(provider: .signedIn(session)).likedProducts(
            page: .init(offset: 200, limit: 20))
        #expect(rows.isEmpty && session.requests.isEmpty)
    }
}
