import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct SignUpTests {
    private let allConsents = SignUpConsents(
        serviceTerms: true, privacyPolicy: true, agedFourteenOrOver: true, marketing: true)

    @Test func signUp_validInput_sendsTheCleanFormWithTheMarketingChoice() async throws {
        // Given
        let signUps = Recorder<SignUpForm>()
        var accounts = StubAccountRepository()
        accounts.onSignUp = { signUps.append($0) }
        let sut = SignUp(
            accounts: accounts, referenceData: Fixtures.referenceData(),
            bookmarks: SpyListBookmarkStore())
        // When
        try await sut(
            provider: .kakao, socialToken: "new-user", nickname: " 새싹 ", vibes: ["시크"], consents: allConsents)
        // Then
        #expect(
            signUps.values == [
                SignUpForm(
                    provider: .kakao, socialToken: "new-user", nickname: "새싹", vibes: ["시크"], consents: allConsents)
            ])
    }

    @Test func signUp_missingARequiredConsent_isRefusedBeforeAnythingElse() async {
        // Given: the nickname is bad too, but the terms come first; signing up is not expected
        let accounts = StubAccountRepository()
        let sut = SignUp(
            accounts: accounts, referenceData: StubReferenceDataRepository(), bookmarks: SpyListBookmarkStore())
        var consents = allConsents
        consents.agedFourteenOrOver = false
        // When / Then
        await #expect(throws: DomainError.validation(.init(field: .consents, reason: .required))) {
            try await sut(provider: .apple, socialToken: "t", nickname: "x", vibes: [], consents: consents)
        }
    }

    @Test func signUp_unknownVibe_isRefusedAndNothingIsSent() async {
        let accounts = StubAccountRepository()
        let sut = SignUp(
            accounts: accounts, referenceData: Fixtures.referenceData(),
            bookmarks: SpyListBookmarkStore())
        await #expect(
            throws: DomainError.validation(.init(field: .vibes, reason: .unknown("유니크", known: ["러블리", "시크", "키치"])))
        ) {
            try await sut(provider: .kakao, socialToken: "t", nickname: "새싹", vibes: ["유니크"], consents: allConsents)
        }
    }
}
