/// What a screen (or the CLI renderer) implements to show the settings scene.
@MainActor
public protocol SettingsDisplayLogic: AnyObject {
    func displaySettings(viewModel: SettingsScene.ViewModel)
}
