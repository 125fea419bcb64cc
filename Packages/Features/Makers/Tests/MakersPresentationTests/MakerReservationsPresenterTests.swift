import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import MakersPresentation

@Suite struct MakerReservationsPresenterTests {
    @Test func theBookings_areCountedInTheTitle_withEachContact() {
        let bookings = MakerReservationsPresenter.viewModel(
            for: .init(reservations: [Fixtures.reservation()]), language: .korean)
        #expect(bookings.title == "받은 예약 (1)" && bookings.reservations.first?.email == "me@snapfit.kr")
    }
}
