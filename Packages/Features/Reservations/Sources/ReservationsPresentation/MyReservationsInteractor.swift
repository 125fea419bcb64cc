import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// What the bookings list can ask for.
public protocol MyReservationsBusinessLogic: AnyObject {
    nonisolated(nonsending) func load(request: MyReservationsScene.Load.Request) async
    nonisolated(nonsending) func loadMore(request: MyReservationsScene.LoadMore.Request) async
}

/// Pages through the customer's bookings, presenting every one read so far each time, with their totals as far as
/// `FetchReservationTotals` has read them.
public final class MyReservationsInteractor: MyReservationsBusinessLogic {
    private let presenter: any MyReservationsPresentationLogic
    private let fetchMyReservations: FetchMyReservations
    private let fetchTotals: FetchReservationTotals
    private let fetchPricing: FetchPricing
    private let paginator = Paginator<ReservationSummary>(pageSize: FetchMyReservations.pageSize)

    public init(
        presenter: any MyReservationsPresentationLogic, fetchMyReservations: FetchMyReservations,
        fetchTotals: FetchReservationTotals, fetchPricing: FetchPricing
    ) {
        self.presenter = presenter
        self.fetchMyReservations = fetchMyReservations
        self.fetchTotals = fetchTotals
        self.fetchPricing = fetchPricing
    }

    public nonisolated(nonsending) func load(request: MyReservationsScene.Load.Request) async {
        do {
            _ = try await paginator.start { [fetchMyReservations] (page) throws(DomainError) in
                try await fetchMyReservations(page: page)
            }
            for _ in 1..<min(max(request.pages, 1), MyReservationsScene.Load.Request.all.pages)
            where !(await paginator.isAtEnd) {
                _ = try await paginator.loadMore()
            }
            await present()
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func loadMore(request: MyReservationsScene.LoadMore.Request) async {
        do {
            guard case .loaded = try await paginator.loadMore() else { return }
            await present()
        } catch {
            presenter.presentError(error)
        }
    }

    private nonisolated(nonsending) func present() async {
        let reservations = await paginator.items
        let fetchPricing = fetchPricing
        async let pricing = fetchPricing()
        let totals = await fetchTotals(ids: reservations.map(\.id))
        presenter.presentReservations(
            response: .init(
                reservations: reservations, isAtEnd: await paginator.isAtEnd, totals: totals, pricing: await pricing))
    }
}
