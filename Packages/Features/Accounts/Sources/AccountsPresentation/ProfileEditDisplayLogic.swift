import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the profile editor.
public protocol ProfileEditDisplayLogic: AnyObject {
    func displayProfile(viewModel: ProfileEditScene.Load.ViewModel)
    func displaySaved(viewModel: ProfileEditScene.Save.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: ProfileEditDisplayLogic where Outcome == ProfileEditScene.Outcome {
    public func displayProfile(viewModel: ProfileEditScene.Load.ViewModel) { record(.profile(viewModel)) }
    public func displaySaved(viewModel: ProfileEditScene.Save.ViewModel) { record(.saved(viewModel)) }
}
