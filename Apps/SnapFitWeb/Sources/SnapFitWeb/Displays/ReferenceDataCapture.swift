import SnapFitPresentation

/// Keeps the vibes and locations the reference-data scene displayed.
@MainActor
final class ReferenceDataCapture: ReferenceDataDisplayLogic {
    private(set) var vibes: ReferenceDataScene.LoadVibes.ViewModel?
    private(set) var locations: ReferenceDataScene.LoadLocations.ViewModel?

    func displayVibes(viewModel: ReferenceDataScene.LoadVibes.ViewModel) { vibes = viewModel }
    func displayLocations(viewModel: ReferenceDataScene.LoadLocations.ViewModel) { locations = viewModel }
    func displayError(viewModel: ErrorViewModel) {}
}
