import SnapFitDomain
import SnapFitPresentation
import WatchDomain

/// The use cases a watch needs; the app's composition root provides them.
public protocol WatchDependencies: PricingDependencies {
    func makeWatchedBookings() -> WatchedBookings
    func makeFetchLikeStatus() -> FetchLikeStatus
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum WatchConfigurator {
    /// `clock` paces the polls and redraws: the real one in an app.
    public static func configure(
        display: any WatchDisplayLogic, dependencies: some WatchDependencies, language: Language,
        clock: WatchClock = .continuous, backoff: PollBackoff = .standard
    ) -> any WatchBusinessLogic {
        let presenter = WatchPresenter(language: language)
        presenter.display = display
        return WatchInteractor(
            presenter: presenter, watchedBookings: dependencies.makeWatchedBookings(),
            fetchLikeStatus: dependencies.makeFetchLikeStatus(), fetchPricing: dependencies.makeFetchPricing(),
            clock: clock, backoff: backoff)
    }
}
