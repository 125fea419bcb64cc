import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// What the home screen can ask for.
public protocol HomeBusinessLogic {
    nonisolated(nonsending) func load(request: HomeScene.Load.Request) async
}

/// Loads the home screen.
public final class HomeInteractor: HomeBusinessLogic {
    private let presenter: any HomePresentationLogic
    private let fetchHome: FetchHome
    private let fetchPricing: FetchPricing

    public init(presenter: any HomePresentationLogic, fetchHome: FetchHome, fetchPricing: FetchPricing) {
        self.presenter = presenter
        self.fetchHome = fetchHome
        self.fetchPricing = fetchPricing
    }

    public nonisolated(nonsending) func load(request: HomeScene.Load.Request) async {
        do {
            let home = try await fetchHome()
            presenter.presentHome(response: .init(home: home, pricing: await fetchPricing()))
        } catch {
            presenter.presentError(error)
        }
    }
}
