import SnapFitDomain

/// What the reference-data screen can ask for.
public protocol ReferenceDataBusinessLogic {
    nonisolated(nonsending) func loadVibes(request: ReferenceDataScene.LoadVibes.Request) async
    nonisolated(nonsending) func loadLocations(request: ReferenceDataScene.LoadLocations.Request) async
}

/// Runs the reference-data use cases and hands their outcome to the presenter.
public final class ReferenceDataInteractor: ReferenceDataBusinessLogic {
    private let presenter: any ReferenceDataPresentationLogic
    private let fetchVibes: FetchVibes
    private let fetchLocations: FetchLocations

    public init(presenter: any ReferenceDataPresentationLogic, fetchVibes: FetchVibes, fetchLocations: FetchLocations) {
        self.presenter = presenter
        self.fetchVibes = fetchVibes
        self.fetchLocations = fetchLocations
    }

    public nonisolated(nonsending) func loadVibes(request: ReferenceDataScene.LoadVibes.Request) async {
        do {
            let vibes = try await fetchVibes()
            presenter.presentVibes(response: .init(vibes: vibes))
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func loadLocations(request: ReferenceDataScene.LoadLocations.Request) async {
        do {
            let locations = try await fetchLocations()
            presenter.presentLocations(response: .init(locations: locations))
        } catch {
            presenter.presentError(error)
        }
    }
}
