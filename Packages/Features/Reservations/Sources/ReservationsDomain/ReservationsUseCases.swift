import SnapFitDomain

/// The bookings' use cases over the kernel's ports; the prices and the bookings' totals are the kernel factory's,
/// read once per run.
public struct ReservationsUseCases: Sendable {
    private let kernel: UseCaseFactory

    public init(_ kernel: UseCaseFactory) {
        self.kernel = kernel
    }

    public func makeMakeReservation() -> MakeReservation {
        MakeReservation(products: kernel.products, reservations: kernel.reservations)
    }
    public func makeFetchMyReservations() -> FetchMyReservations {
        FetchMyReservations(reservations: kernel.reservations)
    }
    public func makeFetchReservationDetail() -> FetchReservationDetail {
        FetchReservationDetail(reservations: kernel.reservations, products: kernel.products)
    }
    public func makeCancelReservation() -> CancelReservation {
        CancelReservation(reservations: kernel.reservations, products: kernel.products)
    }
    public func makeFetchReservationTotals() -> FetchReservationTotals { kernel.makeFetchReservationTotals() }
    public func makeFetchPricing() -> FetchPricing { kernel.makeFetchPricing() }
}
