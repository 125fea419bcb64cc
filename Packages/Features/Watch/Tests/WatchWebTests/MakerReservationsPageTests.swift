import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitWebTestSupport
import Testing
import WatchWeb

/// `/maker/reservations` over doubles: the session's watch's first reading, and a watch that ends with the user.
@MainActor
@Suite struct MakerReservationsPageTests {
    private func browser() -> TestBrowser {
        var makers = StubMakerRepository()
        makers.onMakerReservations = { _ in [] }
        let services = StubServices(useCases: .stubbed(accounts: .signedIn(as: Fixtures.maker), makers: makers))
        return TestBrowser(TestBrowser.app(over: services, features: [WatchPages.feature]))
    }

    @Test func makersBookings_showTheWatchsFirstReading() async {
        // When
        let page = await browser().get("/maker/reservations")
        // Then
        #expect(page.status == 200)
        #expect(page.text.contains("id=\"maker-reservations\""))
        #expect(page.text.contains("href=\"/me\" aria-current=\"page\""))
    }

    @Test func thePage_onlyShows() async {
        let answer = await browser().post("/maker/reservations", [])
        #expect(answer.status == 405 && answer.header("Allow") == "GET, HEAD")
    }
}
