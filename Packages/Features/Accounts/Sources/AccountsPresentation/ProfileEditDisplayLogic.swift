import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the profile editor.
@MainActor
public protocol ProfileEditDisplayLogic: AnyObject {
    func displayProfile(viewModel: ProfileEditScene.Load.ViewModel)
    func displaySaved(viewModel: ProfileEditScene.Save.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecorder: ProfileEditDisplayLogic {
    public func displayProfile(viewModel: ProfileEditScene.Load.ViewModel) { record(viewModel) }
    public func displaySaved(viewModel: ProfileEditScene.Save.ViewModel) { record(viewModel) }
}
