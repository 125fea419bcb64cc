import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct EditProfileTests {
    @Test func edit_newNickname_updatesNicknameAndVibes() async throws {
        // Given
        let updates = Recorder<(nickname: String, vibes: [String])>()
        var accounts = StubAccountRepository()
        accounts.onProfile = { .fixture(nickname: "스냅러버") }
        accounts.onUpdateProfile = { nickname, vibes in
            updates.append((nickname, vibes))
            return .fixture(nickname: nickname)
        }
        let sut = EditProfile(accounts: accounts, referenceData: Fixtures.referenceData())
        // When
        let user = try await sut(nickname: "새이름", vibes: ["키치", "러블리"])
        // Then
        #expect(user.nickname == "새이름")
        #expect(updates.values.map(\.nickname) == ["새이름"])
        #expect(updates.values.map(\.vibes) == [["키치", "러블리"]])
    }

    @Test func edit_sameNickname_explainsInsteadOfSending() async {
        // Given: updating the profile is not expected
        var accounts = StubAccountRepository()
        accounts.onProfile = { .fixture(nickname: "스냅러버") }
        let sut = EditProfile(accounts: accounts, referenceData: Fixtures.referenceData())
        // When / Then
        await #expect(throws: DomainError.nicknameUnchanged) { try await sut(nickname: "스냅러버", vibes: ["시크"]) }
    }
}
