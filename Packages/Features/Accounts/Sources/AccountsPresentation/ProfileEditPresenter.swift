import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns the profile editor's outcomes into view models.
public protocol ProfileEditPresentationLogic: AnyObject {
    func presentProfile(response: ProfileEditScene.Load.Response)
    func presentSaved(response: ProfileEditScene.Save.Response)
    func presentError(_ error: DomainError)
}

public final class ProfileEditPresenter: ProfileEditPresentationLogic {
    public weak var display: (any ProfileEditDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentProfile(response: ProfileEditScene.Load.Response) {
        let lengths = ProfileRules.nicknameLength
        let counts = ProfileRules.vibeCount
        display?.displayProfile(
            viewModel: .init(
                profile: ProfileViewModel(user: response.user, language: language),
                message: language.pick(
                    "새 닉네임(\(lengths.lowerBound)–\(lengths.upperBound)자, 지금과 다른 것)과 분위기 \(counts.lowerBound)–\(counts.upperBound)개를 정해 주세요.",
                    "Choose a new nickname (\(lengths.lowerBound)–\(lengths.upperBound) characters, not the current one) and \(counts.lowerBound)–\(counts.upperBound) vibes."
                )))
    }

    public func presentSaved(response: ProfileEditScene.Save.Response) {
        display?.displaySaved(
            viewModel: .init(
                profile: ProfileViewModel(user: response.user, language: language),
                message: language.pick("프로필을 저장했습니다.", "Your profile is saved.")))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }
}
