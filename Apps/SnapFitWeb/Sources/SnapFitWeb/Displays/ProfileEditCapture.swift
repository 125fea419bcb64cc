import SnapFitPresentation

/// Keeps what the profile editor displayed: the profile to edit, the saved profile, or an error.
@MainActor
final class ProfileEditCapture: ProfileEditDisplayLogic {
    private(set) var profile: ProfileEditScene.Load.ViewModel?
    private(set) var saved: ProfileEditScene.Save.ViewModel?
    private(set) var error: ErrorViewModel?

    func displayProfile(viewModel: ProfileEditScene.Load.ViewModel) { profile = viewModel }
    func displaySaved(viewModel: ProfileEditScene.Save.ViewModel) { saved = viewModel }
    func displayError(viewModel: ErrorViewModel) { error = viewModel }
}
