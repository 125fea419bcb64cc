import MakersDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Synchronization
import Testing

@testable import MakersPresentation

final class MakerReservationsPresentationLogicSpy: MakerReservationsPresentationLogic {
    private(set) var loaded: [[Reservation]] = []
    private(set) var errors: [DomainError] = []

    func presentReservations(response: MakerReservationsScene.Load.Response) { loaded.append(response.reservations) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct MakerReservationsInteractorTests {
    private let presenter = MakerReservationsPresentationLogicSpy()

    private func makeSUT(makers: StubMakerRepository) -> MakerReservationsInteractor {
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in Fixtures.reservation(id: id) }
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        return MakerReservationsInteractor(
            presenter: presenter,
            fetchMakerReservations: FetchMakerReservations(
                makers: makers, reservations: reservations, products: products), fetchPricing: .stubbed())
    }

    @Test func load_readsPageAfterPageUntilAShortOne_andPresentsEveryBookingOnce() async {
        // Given: a full first page and a short second one
        let pages = Mutex<[PageRequest]>([])
        var makers = StubMakerRepository()
        makers.onMakerReservations = { page in
            pages.withLock { $0.append(page) }
            let count = page.offset == 0 ? FetchMakerReservations.pageSize : 3
            return (0..<count).map {
                ReservationSummary(
                    id: page.offset + $0 + 1, product: ProductSummary.fixture(id: 12),
                    time: Fixtures.reservation().time,
                    status: .active)
            }
        }
        // When
        await makeSUT(makers: makers).load(request: .init())
        // Then
        #expect(pages.withLock { $0.map(\.offset) } == [0, FetchMakerReservations.pageSize])
        let ids = presenter.loaded.first?.map(\.id) ?? []
        #expect(ids.count == FetchMakerReservations.pageSize + 3)
        #expect(Set(ids) == Set(1...(FetchMakerReservations.pageSize + 3)))
        #expect(presenter.errors.isEmpty)
    }

    @Test func load_customer_presentsNotAMaker() async {
        // Given
        var makers = StubMakerRepository()
        makers.onMakerReservations = { (_) throws(DomainError) in throw .notAMaker }
        // When
        await makeSUT(makers: makers).load(request: .init())
        // Then
        #expect(presenter.errors == [.notAMaker])
        #expect(presenter.loaded.isEmpty)
    }
}
