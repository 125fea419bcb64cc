import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import AccountsPresentation

final class ProfileEditDisplayLogicSpy: ProfileEditDisplayLogic {
    private(set) var profiles: [ProfileEditScene.Load.ViewModel] = []
    private(set) var saved: [ProfileEditScene.Save.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayProfile(viewModel: ProfileEditScene.Load.ViewModel) { profiles.append(viewModel) }
    func displaySaved(viewModel: ProfileEditScene.Save.ViewModel) { saved.append(viewModel) }
    func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
@Suite struct ProfileEditPresenterTests {
    private let display = ProfileEditDisplayLogicSpy()

    private func makeSUT(_ language: Language) -> ProfileEditPresenter {
        let sut = ProfileEditPresenter(language: language)
        sut.display = display
        return sut
    }

    @Test func presentProfile_statesTheRulesForANewProfile() {
        makeSUT(.english).presentProfile(response: .init(user: Fixtures.customer))
        #expect(display.profiles.first?.profile.nickname == "스냅러버")
        #expect(display.profiles.first?.message.contains("not the current one") == true)
    }

    @Test func presentSaved_showsTheNewProfile() {
        makeSUT(.korean).presentSaved(response: .init(user: Fixtures.maker))
        #expect(display.saved.first?.profile.vibes == ["시크"])
        #expect(display.saved.first?.message == "프로필을 저장했습니다.")
    }

    @Test func presentError_nicknameUnchanged_explainsInsteadOfNicknameInUse() {
        makeSUT(.english).presentError(.nicknameUnchanged)
        let error = display.errors.first
        #expect(error?.kind == .nicknameUnchanged)
        #expect(error?.message.contains("pick a new nickname too") == true)
    }
}
