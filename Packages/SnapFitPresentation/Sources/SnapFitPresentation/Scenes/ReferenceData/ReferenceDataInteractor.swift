import SnapFitDomain

/// What the reference-data screen can ask for.
public protocol ReferenceDataBusinessLogic: Sendable {
    func loadVibes(request: ReferenceDataScene.LoadVibes.Request) async
    func loadLocations(request: ReferenceDataScene.LoadLocations.Request) async
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

    public func loadVibes(request: ReferenceDataScene.LoadVibes.Request) async {
        do {
            let vibes = try await fetchVibes()
            await presenter.presentVibes(response: .init(vibes: vibes))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func loadLocations(request: ReferenceDataScene.LoadLocations.Request) async {
        do {
            let locations = try await fetchLocations()
            await presenter.presentLocations(response: .init(locations: locations))
        } catch {
            await presenter.presentError(error)
        }
    }
}
