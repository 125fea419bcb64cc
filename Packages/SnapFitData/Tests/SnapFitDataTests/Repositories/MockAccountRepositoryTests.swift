import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import Testing

@Suite struct MockAccountRepositoryTests {
    private let consents = SignUpConsents(
        serviceTerms: true, privacyPolicy: true, agedFourteenOrOver: true, marketing: false)

    private func form(_ token: String, nickname: String) -> SignUpForm {
        SignUpForm(provider: .kakao, socialToken: token, nickname: nickname, vibes: ["시크"], consents: consents)
    }

    @Test func login_seededMaker_signsInAsAMaker() async throws {
        let sut = MockAccountRepository(catalog: .standard)
        #expect(try await sut.login(provider: .kakao, socialToken: SeedCatalog.makerSocialId) == .signedIn)
        #expect(try await sut.profile().role == .maker)
        #expect(await sut.currentSession() != nil)
    }

    @Test func login_unknownToken_needsSignUp_thenSignUpSignsIn() async throws {
        let sut = MockAccountRepository(catalog: .standard)
        #expect(try await sut.login(provider: .kakao, socialToken: "someone-new") == .needsSignUp)
        try await sut.signUp(form("someone-new", nickname: "새싹"))
        let user = try await sut.profile()
        #expect(user.nickname == "새싹" && user.role == .customer && user.vibes.map(\.name) == ["시크"])
    }

    @Test func signUp_takenNickname_isRefused() async {
        let sut = MockAccountRepository(catalog: .standard)
        await #expect(throws: DomainError.accountExists) { try await sut.signUp(form("other", nickname: "스냅러버")) }
    }

    @Test func withdraw_thenLoginAgain_isWithdrawnAndSignUpIsRefused() async throws {
        let sut = MockAccountRepository(catalog: .standard)
        _ = try await sut.login(provider: .kakao, socialToken: SeedCatalog.customerSocialId)
        try await sut.withdraw()
        await #expect(throws: DomainError.signedOut) { try await sut.profile() }
        await #expect(throws: DomainError.accountWithdrawn) {
            try await sut.login(provider: .kakao, socialToken: SeedCatalog.customerSocialId)
        }
        await #expect(throws: DomainError.accountExists) {
            try await sut.signUp(form(SeedCatalog.customerSocialId, nickname: "다시"))
        }
    }

    @Test func updateProfile_currentNickname_isTakenLikeOnTheServer() async throws {
        let sut = MockAccountRepository(catalog: .standard)
        _ = try await sut.login(provider: .kakao, socialToken: SeedCatalog.customerSocialId)
        await #expect(throws: DomainError.nicknameTaken) {
            try await sut.updateProfile(nickname: "스냅러버", vibes: ["시크"])
        }
        #expect(try await sut.updateProfile(nickname: "새이름", vibes: ["키치"]).nickname == "새이름")
    }

    @Test func login_otherProvider_isAnotherAccount_logoutForgetsTheSession() async throws {
        let sut = MockAccountRepository(catalog: .standard)
        #expect(try await sut.login(provider: .apple, socialToken: SeedCatalog.customerSocialId) == .needsSignUp)
        _ = try await sut.login(provider: .kakao, socialToken: SeedCatalog.customerSocialId)
        try await sut.logout()
        #expect(await sut.currentSession() == nil)
    }
}
