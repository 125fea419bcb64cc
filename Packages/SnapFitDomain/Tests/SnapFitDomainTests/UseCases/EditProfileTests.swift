import SnapFitDomain
import Testing

@Suite struct EditProfileTests {
    @Test func edit_newNickname_updatesNicknameAndVibes() async throws {
        // Given
        let accounts = StubAccountRepository()
        accounts.onProfile { .fixture(nickname: "스냅러버") }
        let sut = EditProfile(accounts: accounts, referenceData: StubReferenceDataRepository.knowingVibes)
        // When
        let user = try await sut(nickname: "새이름", vibes: ["키치", "러블리"])
        // Then
        #expect(user.nickname == "새이름")
        #expect(accounts.updates.map(\.nickname) == ["새이름"])
        #expect(accounts.updates.map(\.vibes) == [["키치", "러블리"]])
    }

    @Test func edit_sameNickname_explainsInsteadOfSending() async {
        // Given
        let accounts = StubAccountRepository()
        accounts.onProfile { .fixture(nickname: "스냅러버") }
        let sut = EditProfile(accounts: accounts, referenceData: StubReferenceDataRepository.knowingVibes)
        // When / Then
        await #expect(throws: DomainError.nicknameUnchanged) { try await sut(nickname: "스냅러버", vibes: ["시크"]) }
        #expect(accounts.updates.isEmpty)
    }
}
