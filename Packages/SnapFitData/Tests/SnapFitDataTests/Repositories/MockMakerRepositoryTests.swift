import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import Testing

@Suite struct MockMakerRepositoryTests {
    @Test func register_asMaker_joinsTheCatalogUnderTheNextId() async throws {
        let mocks = MockRepositories(catalog: .standard)
        _ = try await mocks.accounts.login(provider: .kakao, socialToken: SeedCatalog.makerSocialId)
        let detail = try await mocks.makers.register(RemoteMakerRepositoryTests.product) { _ in }
        #expect(detail.id == SeedCatalog.standard.products.count + 1)
        #expect(detail.imageURLs.count == 2 && detail.isStudio)
        let mine = try await mocks.products.products(.maker(id: 2), page: .init(offset: 0, limit: 100))
        #expect(mine.last?.id == detail.id)
        #expect(try await mocks.products.product(id: detail.id).title == "한강 야경")
    }

    @Test func register_asCustomer_isNotAMaker() async throws {
        let mocks = MockRepositories(catalog: .standard)
        _ = try await mocks.accounts.login(provider: .kakao, socialToken: SeedCatalog.customerSocialId)
        await #expect(throws: DomainError.notAMaker) {
            try await mocks.makers.register(RemoteMakerRepositoryTests.product) { _ in }
        }
        await #expect(throws: DomainError.notAMaker) {
            try await mocks.makers.makerReservations(page: .init(offset: 0, limit: 20))
        }
    }
}
