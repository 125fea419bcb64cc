import Foundation
import ReservationsWeb
import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitWebTestSupport
import Testing

/// The reservation pages over doubles: the list, a booking and its cancelling, the form and a refused answer.
@MainActor
@Suite struct ReservationsPagesTests {
    private func browser(_ reservations: StubReservationRepository) -> TestBrowser {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        let services = StubServices(
            useCases: .stubbed(accounts: .signedIn(as: .fixture()), products: products, reservations: reservations))
        return TestBrowser(TestBrowser.app(over: services, features: [ReservationsPages.feature]))
    }

    @Test func theList_linksEachBooking() async {
        var reservations = StubReservationRepository()
        reservations.onMyReservations = { _ in
            [ReservationSummary(id: 7, product: .fixture(id: 12), time: Fixtures.reservation().time, status: .active)]
        }
        reservations.onReservation = { id in Fixtures.reservation(id: id) }
        let page = await browser(reservations).get("/reservations")
        #expect(page.status == 200)
        #expect(page.text.contains("href=\"/reservations/7\"") && page.text.contains("한강 스냅 12"))
    }

    @Test func aBooking_showsItsPlace_andCancellingItSendsTheReason_andShowsItAgain() async {
        let reasons = Recorder<String>()
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in Fixtures.reservation(id: id) }
        reservations.onCancel = { id, reason in
            reasons.append(reason)
            return Fixtures.reservation(id: id, status: .cancelled(reason: reason))
        }
        let sut = browser(reservations)
        let page = await sut.get("/reservations/7")
        #expect(page.status == 200 && page.text.contains("한강공원"))
        let cancelled = await sut.post("/reservations/7/cancel", [("reason", "일정이 바뀌었어요")])
        #expect(cancelled.status == 303 && cancelled.header("Location") == "/reservations/7")
        #expect(reasons.values == ["일정이 바뀌었어요"])
    }

    @Test func theForm_asksForEachAnswer_andARefusedOneSaysWhy_withoutBooking() async {
        let sut = browser(StubReservationRepository())
        let form = await sut.get("/reservations/new?product=12")
        #expect(form.status == 200 && form.text.contains("name=\"email\""))
        let refused = await sut.post(
            "/reservations", [("product", "12"), ("option", "60"), ("people", "2"), ("email", "not-an-email")])
        #expect(refused.text.contains("aria-invalid=\"true\""))
    }

    @Test func aTimeNoPickerCanShow_isRefused_andNotPutBackIntoThePicker() async {
        let sut = browser(StubReservationRepository())
        _ = await sut.get("/reservations/new?product=12")
        let refused = await sut.post(
            "/reservations",
            [
                ("product", "12"), ("option", "60"), ("time-date", "2031-02-30x"), ("time-clock", "25:00"),
                ("people", "2"),
            ])
        #expect(refused.status == 400)
        #expect(!refused.text.contains("value=\"25:00\"") && !refused.text.contains("value=\"2031-02-30x\""))
    }

    @Test(arguments: ["/reservations/new", "/reservations/new?product=x", "/reservations/0", "/reservations/7/x"])
    func anAddressWithoutItsProductOrBooking_isNotFound(path: String) async {
        #expect(await browser(StubReservationRepository()).get(path).status == 404)
    }
}
