import SnapFitDomain

/// What the bookings list can ask for.
public protocol MyReservationsBusinessLogic: Sendable {
    func load(request: MyReservationsScene.Load.Request) async
    func loadMore(request: MyReservationsScene.LoadMore.Request) async
}

/// Pages through the customer's bookings.
public final class MyReservationsInteractor: MyReservationsBusinessLogic {
    private let presenter: any MyReservationsPresentationLogic
    private let fetchMyReservations: FetchMyReservations
    private let paginator = Paginator<ReservationSummary>(pageSize: FetchMyReservations.pageSize)

    public init(presenter: any MyReservationsPresentationLogic, fetchMyReservations: FetchMyReservations) {
        self.presenter = presenter
        self.fetchMyReservations = fetchMyReservations
    }

    public func load(request: MyReservationsScene.Load.Request) async {
        await present(firstIndex: 0) { [fetchMyReservations, paginator] () async throws(DomainError) in
            try await paginator.start { (page) throws(DomainError) in try await fetchMyReservations(page: page) }
        }
    }

    public func loadMore(request: MyReservationsScene.LoadMore.Request) async {
        let before = await paginator.items.count
        await present(firstIndex: before) { [paginator] () async throws(DomainError) in try await paginator.loadMore() }
    }

    private func present(
        firstIndex: Int, _ load: () async throws(DomainError) -> PaginatorUpdate<ReservationSummary>
    ) async {
        do {
            guard case .loaded(let page) = try await load() else { return }
            await presenter.presentReservations(
                response: .init(page: page, firstIndex: firstIndex, isAtEnd: await paginator.isAtEnd))
        } catch {
            await presenter.presentError(error)
        }
    }
}
