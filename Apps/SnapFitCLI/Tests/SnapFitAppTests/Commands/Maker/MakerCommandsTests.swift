import Foundation
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitApp

/// The maker's commands over doubles.
@MainActor
@Suite struct MakerCommandsTests {
    @Test func makerReservations_listsTheBookingsTheRepositoryGives() async {
        var makers = StubMakerRepository()
        makers.onMakerReservations = { page in
            page.offset > 0
                ? []
                : [
                    ReservationSummary(
                        id: 31, product: .fixture(id: 5), time: KoreaTime.parse("2031-03-04 10:00")!, status: .active)
                ]
        }
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in Fixtures.reservation(id: id) }
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        let useCases = UseCaseFactory.stubbed(
            accounts: .signedIn(as: Fixtures.maker), products: products, reservations: reservations, makers: makers)
        let outcome = await runCommand(["maker", "reservations"], services: StubServices(useCases: useCases))
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.prefix(2) == ["Bookings on my products (1)", "Reservation #31  booked"])
        #expect(outcome.standardOutput.contains("  Option: 60 min · ₩120,000"))
        #expect(outcome.standardOutput.last == "  Contact: 스냅러버 · me@snapfit.kr · 01012345678")
    }
}
