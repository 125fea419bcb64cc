import SnapFitPresentation

/// Keeps the settings the scene displayed.
@MainActor
final class SettingsCapture: SettingsDisplayLogic {
    private(set) var viewModel: SettingsScene.ViewModel?

    func displaySettings(viewModel: SettingsScene.ViewModel) { self.viewModel = viewModel }
}
