import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import AccountsPresentation

final class SignUpDisplayLogicSpy: SignUpDisplayLogic {
    private(set) var terms: [SignUpScene.LoadTerms.ViewModel] = []
    private(set) var termsAccepted: [SignUpScene.AcceptTerms.ViewModel] = []
    private(set) var nicknames: [SignUpScene.ChooseNickname.ViewModel] = []
    private(set) var vibeChoices: [SignUpScene.LoadVibeChoices.ViewModel] = []
    private(set) var vibes: [SignUpScene.ChooseVibes.ViewModel] = []
    private(set) var signedUp: [SignUpScene.Submit.ViewModel] = []
    private(set) var questions: [SignUpScene.Question.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayQuestion(viewModel: SignUpScene.Question.ViewModel) { questions.append(viewModel) }
    func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel) { terms.append(viewModel) }
    func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel) { termsAccepted.append(viewModel) }
    func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel) { nicknames.append(viewModel) }
    func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel) { vibeChoices.append(viewModel) }
    func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel) { vibes.append(viewModel) }
    func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel) { signedUp.append(viewModel) }
    func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
@Suite struct SignUpPresenterTests {
    private let display = SignUpDisplayLogicSpy()

    private func makeSUT(_ language: Language) -> SignUpPresenter {
        let sut = SignUpPresenter(language: language)
        sut.display = display
        return sut
    }

    @Test func presentTerms_listsThreeRequiredTermsAndOptionalMarketing() {
        makeSUT(.korean).presentTerms()
        let terms = display.terms.first?.terms ?? []
        #expect(terms.map(\.key) == ["service", "privacy", "age", "marketing"])
        #expect(terms.map(\.required) == [true, true, true, false])
    }

    @Test func presentTermsAccepted_asksForANicknameWithItsLimits() {
        makeSUT(.english).presentTermsAccepted(response: .init(consents: Fixtures.allConsents))
        #expect(display.termsAccepted.first?.message.contains("2–8 characters") == true)
    }

    @Test func presentVibeChoices_inEnglish_glossesTheKoreanNames() {
        makeSUT(.english).presentVibeChoices(response: .init(vibes: Fixtures.vibes))
        #expect(display.vibeChoices.first?.vibes.first?.label == "러블리 (lovely)")
        #expect(display.vibeChoices.first?.message == "Pick 1–2 vibes.")
    }

    @Test func presentSignedUp_welcomesByNickname() {
        makeSUT(.korean).presentSignedUp(response: .init(nickname: "새싹"))
        #expect(display.signedUp == [.init(nickname: "새싹", message: "가입을 마쳤습니다. 새싹님, 로그인되었습니다.")])
    }

    @Test func presentError_consentsMissing_namesTheRequiredTerms() {
        makeSUT(.english).presentError(.validation(.init(field: .consents, reason: .required)))
        #expect(
            display.errors == [
                .init(
                    kind: .validation,
                    message:
                        "Required terms: the terms of service, the privacy policy and being 14 or older must all be accepted."
                )
            ])
    }
}
