import SnapFitDomainTestSupport
import SnapFitWebFeatures
import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// The booking form, my reservations and cancelling, over the DEV stack as a browser sends them.
@MainActor
@Suite(.serialized) struct WebReservationJourneyTests {
    private static let answers = [
        ("product", "3"), ("option", "120"), ("time-date", BookingDay.day), ("time-clock", "10:00"), ("people", "2"),
        ("email", "snap@example.com"), ("phone", ""), ("place", "서울숲"),
    ]

    private func answers(_ changes: [String: String]) -> [(String, String)] {
        Self.answers.map { ($0.0, changes[$0.0] ?? $0.1) }
    }

    @Test func form_labelsEveryField_andOffersTheProductsOptions() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let page = await browser.get("/reservations/new?product=3")
        #expect(page.status == 200)
        for field in ["option", "time-date", "time-clock", "people", "email", "phone", "place"] {
            #expect(page.text.contains("<label for=\"\(field)\">"))
        }
        #expect(page.text.contains("<input type=\"date\" id=\"time-date\""))
        #expect(page.text.contains("<input type=\"time\" id=\"time-clock\""))
        #expect(page.text.contains("<option value=\"120\">"))
        #expect(await browser.get("/reservations/new?product=abc").status == 404)
    }

    @Test func aRefusedField_comesBackBesideItsField_keepingWhatWasTyped() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let page = await browser.post("/reservations", answers(["time-date": "2020-01-01"]))
        #expect(page.status == 400)
        #expect(page.text.contains("id=\"time-error\""))
        #expect(page.text.contains("aria-describedby=\"time-error\" aria-invalid=\"true\" value=\"2020-01-01\""))
        #expect(page.text.contains("aria-invalid=\"true\" value=\"10:00\""))
        #expect(page.text.contains("value=\"snap@example.com\""))
        #expect(!page.text.contains("id=\"quote\""))
    }

    @Test func aTimeWithoutItsClock_isRefused_keepingTheDate() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let page = await browser.post(
            "/reservations", answers([:]).filter { $0.0 != "time-clock" })
        #expect(page.status == 400)
        #expect(page.text.contains("id=\"time-error\" role=\"alert\">Please fill this in.</p>"))
        #expect(page.text.contains("value=\"\(BookingDay.day)\""))
    }

    @Test func aScriptsSingleTimeField_isReadAsTheTime() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let fields = answers([:]).filter { !$0.0.hasPrefix("time-") } + [("time", BookingDay.at("10:00"))]
        let quote = await browser.post("/reservations", fields)
        #expect(quote.status == 200)
        #expect(quote.text.contains("\(BookingDay.day) 10:00 (KST)"))
    }

    @Test func allAccepted_showsTheQuote_escaped_andBooksOnlyWhenConfirmed() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let quote = await browser.post("/reservations", answers(["place": "<b>hall</b>"]))
        #expect(quote.status == 200)
        #expect(quote.text.contains("id=\"quote\""))
        #expect(quote.text.contains("&lt;b&gt;hall&lt;/b&gt;") && !quote.text.contains("<b>hall"))
        #expect(await browser.get("/reservations").text.contains("href=\"/reservations/") == false)

        let booked = await browser.post("/reservations", answers(["place": "<b>hall</b>"]) + [("confirm", "yes")])
        #expect(booked.status == 303)
        let location = booked.header("Location") ?? ""
        #expect(location.hasPrefix("/reservations/"))
        let detail = await browser.get(location)
        #expect(detail.text.contains("id=\"notice\""))
        #expect(detail.text.contains("id=\"status\" class=\"status status-active\""))
        // The confirmation shows the product's photo and says it went through, set apart from the page's text.
        #expect(detail.text.contains("class=\"reservation-photo\" src=\"/photos/"))
        #expect(detail.text.contains("id=\"notice\" role=\"status\""))
        // The notice is shown once.
        #expect(!(await browser.get(location).text.contains("id=\"notice\"")))
        let list = await browser.get("/reservations").text
        #expect(list.contains("href=\"\(location)\""))
        #expect(list.contains("<li><img src=\"/photos/"))
        #expect(list.contains("<span class=\"total\">Total: ₩"))
    }

    @Test func cancelling_needsAReason_thenTheReservationShowsCancelled() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let location = await browser.post("/reservations", answers([:]) + [("confirm", "yes")]).header("Location") ?? ""
        let refused = await browser.post(location + "/cancel", [("reason", "x")])
        #expect(refused.status == 400)
        #expect(refused.text.contains("id=\"reason-error\""))
        #expect(refused.text.contains("class=\"status status-active\""))

        let cancelled = await browser.post(location + "/cancel", [("reason", "일정이 바뀌었어요")])
        #expect(cancelled.status == 303)
        let page = await browser.get(location)
        #expect(page.text.contains("class=\"status status-cancelled\""))
        #expect(!page.text.contains("id=\"cancel-form\""))
    }

    @Test func theSameConfirmationSentTwice_booksOnce_andShowsTheQuoteAgainWithItsWarning() async throws {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let quote = await browser.post("/reservations", answers([:])).text
        let warned = try #require(quote.range(of: "name=\"warned\" value=\"")).upperBound
        let note = String(quote[warned...].prefix { $0 != "\"" })
        let confirmed = answers([:]) + [("confirm", "yes"), ("warned", note)]
        #expect(await browser.post("/reservations", confirmed).status == 303)
        // When: the same form again (a double click)
        let again = await browser.post("/reservations", confirmed)
        // Then: not booked again; the quote warns, and its own confirmation books on purpose
        #expect(again.status == 200 && again.text.contains("class=\"warning\""))
        #expect(again.text.contains("name=\"warned\""))
        let list = await browser.get("/reservations").text
        #expect(list.components(separatedBy: "class=\"booking-title\"").count == 2)
    }

    @Test func anotherUser_cannotSeeOrCancelMyReservation() async {
        let app = TestBrowser.devApp(features: WebFeature.installed)
        let mine = TestBrowser(app)
        await mine.logIn()
        // Product 10 is not dev-maker's: its maker would see the booking.
        let booking = answers(["product": "10", "option": "30"]) + [("confirm", "yes")]
        let location = await mine.post("/reservations", booking).header("Location") ?? ""
        #expect(location.hasPrefix("/reservations/"))
        let stranger = TestBrowser(app)
        await stranger.logIn("dev-maker")
        let seen = await stranger.get(location)
        #expect(seen.status >= 400 && !seen.text.contains("snap@example.com"))
        #expect(await stranger.post(location + "/cancel", [("reason", "not mine")]).status >= 400)
        #expect(await mine.get(location).text.contains("class=\"status status-active\""))
    }
}
