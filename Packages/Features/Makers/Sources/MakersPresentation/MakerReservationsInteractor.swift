import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// What the maker's booking list can ask for.
public protocol MakerReservationsBusinessLogic {
    nonisolated(nonsending) func load(request: MakerReservationsScene.Load.Request) async
}

/// Loads the bookings on the maker's products, page after page.
public final class MakerReservationsInteractor: MakerReservationsBusinessLogic {
    /// The most pages read for one listing.
    static let pageLimit = 50

    private let presenter: any MakerReservationsPresentationLogic
    private let fetchMakerReservations: FetchMakerReservations
    private let fetchPricing: FetchPricing

    public init(
        presenter: any MakerReservationsPresentationLogic, fetchMakerReservations: FetchMakerReservations,
        fetchPricing: FetchPricing
    ) {
        self.presenter = presenter
        self.fetchMakerReservations = fetchMakerReservations
        self.fetchPricing = fetchPricing
    }

    public nonisolated(nonsending) func load(request: MakerReservationsScene.Load.Request) async {
        do {
            let reservations = try await PageReader.all(
                pageSize: FetchMakerReservations.pageSize, maxPages: Self.pageLimit
            ) { [fetchMakerReservations] (page) throws(DomainError) in try await fetchMakerReservations(page: page) }
            presenter.presentReservations(
                response: .init(reservations: reservations, pricing: await fetchPricing()))
        } catch {
            presenter.presentError(error)
        }
    }
}
