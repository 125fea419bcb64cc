import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the settings scene.
public protocol SettingsDisplayLogic: AnyObject {
    func displaySettings(viewModel: SettingsScene.ViewModel)
    /// A change that could not be read (no such setting, or not one of its values).
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: SettingsDisplayLogic where Outcome == SettingsScene.Outcome {
    public func displaySettings(viewModel: SettingsScene.ViewModel) { record(.settings(viewModel)) }
}
