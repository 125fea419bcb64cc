import SnapFitPresentation

/// Keeps the vibes the reference-data scene displayed.
@MainActor
final class ReferenceDataCapture: ReferenceDataDisplayLogic {
    private(set) var vibes: ReferenceDataScene.LoadVibes.ViewModel?

    func displayVibes(viewModel: ReferenceDataScene.LoadVibes.ViewModel) { vibes = viewModel }
    func displayLocations(viewModel: ReferenceDataScene.LoadLocations.ViewModel) {}
    func displayError(viewModel: ErrorViewModel) {}
}
