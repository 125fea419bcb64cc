import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Synchronization
import Testing

@testable import AccountsPresentation

final class SignUpPresentationLogicSpy: SignUpPresentationLogic {
    private(set) var termsShown = 0
    private(set) var acceptedTerms: [SignUpConsents] = []
    private(set) var nicknames: [String] = []
    private(set) var vibeChoices: [[Vibe]] = []
    private(set) var chosenVibes: [[String]] = []
    private(set) var signedUp: [String] = []
    private(set) var questions: [SignUpScene.Question.Response] = []
    private(set) var cancelled = 0
    private(set) var errors: [DomainError] = []

    var steps: [SignUpScene.Question.Step] { questions.map(\.step) }

    func presentTerms() { termsShown += 1 }
    func presentTermsAccepted(response: SignUpScene.AcceptTerms.Response) { acceptedTerms.append(response.consents) }
    func presentNicknameAccepted(response: SignUpScene.ChooseNickname.Response) { nicknames.append(response.nickname) }
    func presentVibeChoices(response: SignUpScene.LoadVibeChoices.Response) { vibeChoices.append(response.vibes) }
    func presentVibesAccepted(response: SignUpScene.ChooseVibes.Response) { chosenVibes.append(response.vibes) }
    func presentSignedUp(response: SignUpScene.Submit.Response) { signedUp.append(response.nickname) }
    func presentQuestion(response: SignUpScene.Question.Response, choices: [Vibe]) { questions.append(response) }
    func presentCancelled() { cancelled += 1 }
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

    private func start(
        _ sut: SignUpInteractor, consents: SignUpConsents? = nil, nickname: String? = nil, vibes: [String]? = nil
    ) async {
        await sut.start(
            request: .init(provider: .apple, socialToken: "new", consents: consents, nickname: nickname, vibes: vibes))
    }

    @Test func start_showsTheTermsAndAsksEachStepInOrder_checkingEachAnswerWhenGiven() async {
        // Given
        let sut = makeSUT(referenceData: Fixtures.referenceData())
        // When: the required terms refused once, a nickname too short once, an unknown vibe once
        await start(sut)
        await sut.answer(request: .yesNo(false))
        await sut.answer(request: .yesNo(true))
        await sut.answer(request: .yesNo(false))
        await sut.answer(request: .text("a"))
        await sut.answer(request: .text("  새싹  "))
        await sut.answer(request: .list(["러블리", "펑크"]))
        // Then
        #expect(presenter.termsShown == 1)
        #expect(
            presenter.steps == [
                .requiredTerms, .requiredTerms, .marketing, .nickname, .nickname, .vibes, .vibes,
            ])
        #expect(
            presenter.questions.compactMap(\.refusal) == [
                .validation(.init(field: .consents, reason: .required)),
                .validation(.init(field: .nickname, reason: .tooShort(min: 2))),
                .validation(.init(field: .vibes, reason: .unknown("펑크", known: ["러블리", "시크", "키치"]))),
            ])
        #expect(presenter.nicknames == ["새싹"])
        #expect(presenter.vibeChoices == [Fixtures.vibes])
    }

    @Test func everyAnswerGivenUpFront_createsTheAccount_askingNothing() async {
        // Given
        let sent = Mutex<[SignUpForm]>([])
        var accounts = StubAccountRepository()
        accounts.onSignUp = { form in sent.withLock { $0.append(form) } }
        let sut = makeSUT(accounts: accounts, referenceData: Fixtures.referenceData())
        // When
        await start(sut, consents: Fixtures.allConsents, nickname: " 새싹 ", vibes: ["Lovely", "kitsch"])
        // Then
        #expect(presenter.questions.isEmpty)
        #expect(presenter.signedUp == ["새싹"])
        #expect(presenter.chosenVibes == [["러블리", "키치"]])
        #expect(sent.withLock { $0.map(\.nickname) } == ["새싹"])
        #expect(sent.withLock { $0.map(\.provider) } == [.apple])
    }

    @Test func requiredTermRefusedUpFront_isAskedAgainWithWhy() async {
        // Given
        var consents = Fixtures.allConsents
        consents.agedFourteenOrOver = false
        // When
        await start(makeSUT(), consents: consents, nickname: "새싹", vibes: ["시크"])
        // Then
        #expect(presenter.steps == [.requiredTerms])
        #expect(presenter.questions.first?.refusal == .validation(.init(field: .consents, reason: .required)))
        #expect(presenter.acceptedTerms.isEmpty)
    }

    @Test func cancel_endsTheFlow_andLaterAnswersChangeNothing() async {
        // Given
        let sut = makeSUT()
        await start(sut)
        // When
        sut.cancel()
        await sut.answer(request: .yesNo(true))
        // Then
        #expect(presenter.cancelled == 1)
        #expect(presenter.steps == [.requiredTerms])
    }

    @Test func nicknameTaken_endsTheFlowWithTheError() async {
        var accounts = StubAccountRepository()
        accounts.onSignUp = { (_) throws(DomainError) in throw .accountExists }
        await start(
            makeSUT(accounts: accounts, referenceData: Fixtures.referenceData()), consents: Fixtures.allConsents,
            nickname: "스냅러버", vibes: ["시크"])
        #expect(presenter.errors == [.accountExists])
        #expect(presenter.signedUp.isEmpty)
    }
}
