/// What a screen (or the CLI renderer) implements to show the reference-data scene.
public protocol ReferenceDataDisplayLogic: AnyObject {
    func displayVibes(viewModel: ReferenceDataScene.LoadVibes.ViewModel)
    func displayLocations(viewModel: ReferenceDataScene.LoadLocations.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: ReferenceDataDisplayLogic where Outcome == ReferenceDataScene.Outcome {
    public func displayVibes(viewModel: ReferenceDataScene.LoadVibes.ViewModel) { record(.vibes(viewModel)) }
    public func displayLocations(viewModel: ReferenceDataScene.LoadLocations.ViewModel) {
        record(.locations(viewModel))
    }
}
