import SnapFitDomain
import Synchronization
import Testing

@testable import SnapFitPresentation

@MainActor
final class SignUpPresentationLogicSpy: SignUpPresentationLogic {
    private(set) var termsShown = 0
    private(set) var acceptedTerms: [SignUpConsents] = []
    private(set) var nicknames: [String] = []
    private(set) var vibeChoices: [[Vibe]] = []
    private(set) var chosenVibes: [[String]] = []
    private(set) var signedUp: [String] = []
    private(set) var errors: [DomainError] = []

    func presentTerms() { termsShown += 1 }
    func presentTermsAccepted(response: SignUpScene.AcceptTerms.Response) { acceptedTerms.append(response.consents) }
    func presentNicknameAccepted(response: SignUpScene.ChooseNickname.Response) { nicknames.append(response.nickname) }
    func presentVibeChoices(response: SignUpScene.LoadVibeChoices.Response) { vibeChoices.append(response.vibes) }
    func presentVibesAccepted(response: SignUpScene.ChooseVibes.Response) { chosenVibes.append(response.vibes) }
    func presentSignedUp(response: SignUpScene.Submit.Response) { signedUp.append(response.nickname) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct SignUpInteractorTests {
    private let presenter = SignUpPresentationLogicSpy()

    private func makeSUT(
        accounts: StubAccountRepository = StubAccountRepository(),
        referenceData: StubReferenceDataRepository = StubReferenceDataRepository()
    ) -> SignUpInteractor {
        SignUpInteractor(
            presenter: presenter, fetchVibes: FetchVibes(repository: referenceData),
            signUp: SignUp(accounts: accounts, referenceData: referenceData, bookmarks: SpyListBookmarkStore()))
    }

    @Test func acceptTerms_requiredTermMissing_presentsAConsentsError() async {
        // Given
        var consents = Fixtures.allConsents
        consents.agedFourteenOrOver = false
        // When
        await makeSUT().acceptTerms(request: .init(consents: consents))
        // Then
        #expect(presenter.errors == [.validation(.init(field: .consents, reason: .required))])
        #expect(presenter.acceptedTerms.isEmpty)
    }

    @Test func acceptTerms_allRequiredWithoutMarketing_moveOn() async {
        await makeSUT().acceptTerms(request: .init(consents: Fixtures.allConsents))
        #expect(presenter.acceptedTerms == [Fixtures.allConsents])
    }

    @Test(arguments: [("a", ValidationError.Reason.tooShort(min: 2)), ("아홉글자닉네임이다", .tooLong(max: 8))])
    func chooseNickname_outOfBounds_presentsTheNicknameRule(nickname: String, reason: ValidationError.Reason) async {
        await makeSUT().chooseNickname(request: .init(nickname: nickname))
        #expect(presenter.errors == [.validation(.init(field: .nickname, reason: reason))])
    }

    @Test func chooseNickname_withSpaces_isAcceptedTrimmed() async {
        await makeSUT().chooseNickname(request: .init(nickname: "  새싹  "))
        #expect(presenter.nicknames == ["새싹"])
    }

    @Test func chooseVibes_unknownVibe_presentsItByName() async {
        await makeSUT(referenceData: Fixtures.referenceData()).chooseVibes(request: .init(vibes: ["러블리", "펑크"]))
        #expect(presenter.errors == [.validation(.init(field: .vibes, reason: .unknown("펑크")))])
    }

    @Test func chooseVibes_knownVibes_presentsThemAsTheCatalogSpellsThem() async {
        await makeSUT(referenceData: Fixtures.referenceData()).chooseVibes(request: .init(vibes: [" 시크 "]))
        #expect(presenter.chosenVibes == [["시크"]])
    }

    @Test func chooseVibes_englishGloss_isTheCatalogVibe() async {
        await makeSUT(referenceData: Fixtures.referenceData()).chooseVibes(request: .init(vibes: ["Lovely", "kitsch"]))
        #expect(presenter.chosenVibes == [["러블리", "키치"]])
    }

    @Test func loadVibeChoices_presentsTheCatalogVibes() async {
        await makeSUT(referenceData: Fixtures.referenceData()).loadVibeChoices(request: .init())
        #expect(presenter.vibeChoices == [Fixtures.vibes])
    }

    @Test func submit_validForm_sendsItAndPresentsTheNickname() async {
        // Given
        let sent = Mutex<[SignUpForm]>([])
        var accounts = StubAccountRepository()
        accounts.onSignUp = { form in sent.withLock { $0.append(form) } }
        let sut = makeSUT(accounts: accounts, referenceData: Fixtures.referenceData())
        // When
        await sut.submit(
            request: .init(
                provider: .apple, socialToken: "new", nickname: " 새싹 ", vibes: ["키치"], consents: Fixtures.allConsents))
        // Then
        #expect(presenter.signedUp == ["새싹"])
        #expect(sent.withLock { $0.map(\.nickname) } == ["새싹"])
        #expect(sent.withLock { $0.map(\.provider) } == [.apple])
    }

    @Test func submit_nicknameTaken_presentsTheError() async {
        var accounts = StubAccountRepository()
        accounts.onSignUp = { (_) throws(DomainError) in throw .accountExists }
        await makeSUT(accounts: accounts, referenceData: Fixtures.referenceData()).submit(
            request: .init(
                provider: .kakao, socialToken: "new", nickname: "스냅러버", vibes: ["시크"], consents: Fixtures.allConsents))
        #expect(presenter.errors == [.accountExists])
        #expect(presenter.signedUp.isEmpty)
    }
}
