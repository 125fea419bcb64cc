import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases the profile editor needs; the app's composition root provides them.
public protocol ProfileEditDependencies {
    func makeRestoreSession() -> RestoreSession
    func makeEditProfile() -> EditProfile
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum ProfileEditConfigurator {
    public static func configure(
        display: any ProfileEditDisplayLogic, dependencies: some ProfileEditDependencies, language: Language
    ) -> any ProfileEditBusinessLogic {
        let presenter = ProfileEditPresenter(language: language)
        presenter.display = display
        return ProfileEditInteractor(
            presenter: presenter, restoreSession: dependencies.makeRestoreSession(),
            editProfile: dependencies.makeEditProfile())
    }
}
