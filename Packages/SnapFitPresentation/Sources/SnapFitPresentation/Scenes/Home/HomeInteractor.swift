import SnapFitDomain

/// What the home screen can ask for.
public protocol HomeBusinessLogic: Sendable {
    func load(request: HomeScene.Load.Request) async
}

/// Loads the home screen.
public final class HomeInteractor: HomeBusinessLogic {
    private let presenter: any HomePresentationLogic
    private let fetchHome: FetchHome

    public init(presenter: any HomePresentationLogic, fetchHome: FetchHome) {
        self.presenter = presenter
        self.fetchHome = fetchHome
    }

    public func load(request: HomeScene.Load.Request) async {
        do {
            await presenter.presentHome(response: .init(home: try await fetchHome()))
        } catch {
            await presenter.presentError(error)
        }
    }
}
