import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import Testing

@Suite struct MockRepositoriesTests {
    @Test func counts_signedOut_areRefused() async {
        let sut = MockRepositories(catalog: .standard)
        await #expect(throws: DomainError.signedOut) { try await sut.likes.likeCount() }
        await #expect(throws: DomainError.signedOut) { try await sut.reservations.reservationCount() }
    }

    @Test func counts_afterLoginThroughTheSharedAccounts_startAtZero() async throws {
        // Given
        let sut = MockRepositories(catalog: .standard)
        // When
        _ = try await sut.accounts.login(provider: .kakao, socialToken: SeedCatalog.customerSocialId)
        // Then
        #expect(try await sut.likes.likeCount() == 0)
        #expect(try await sut.reservations.reservationCount() == 0)
    }

    @Test func counts_afterLogout_areRefusedAgain() async throws {
        let sut = MockRepositories(catalog: .standard)
        _ = try await sut.accounts.login(provider: .kakao, socialToken: SeedCatalog.makerSocialId)
        try await sut.accounts.logout()
        await #expect(throws: DomainError.signedOut) { try await sut.likes.likeCount() }
    }
}
