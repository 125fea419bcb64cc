import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb
import WatchPresentation

/// `/maker/reservations`: the bookings on the maker's products, live. The session's watch reads them in the
/// background and marks what changed; the page shows its latest reading, and the script asks for the page again
/// every few seconds and swaps the list in place (without script, reloading does the same).
enum MakerReservationsPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest) async -> HTTPResponse {
        let watch = request.session.state(MakerWatch.self)
        await watch.ask(request.session.services)
        let context = request.context
        if let error = watch.error { return ErrorPage.response(error, retry: "/maker/reservations", context) }
        let language = context.language
        var body: [HTML] = []
        if let alert = watch.alert { body.append("<p class=\"warning\" role=\"alert\">\(alert.message)</p>") }
        if let bookings = watch.bookings { body.append(render(bookings, language)) }
        let content: HTML = """
            <h1>\(WebWords.makerReservations(language))</h1>
            <div id="maker-reservations" class="live" aria-live="polite" data-refresh="5">\(body)</div>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.makerReservations(language), current: "/me", content, context))
    }

    private static func render(_ bookings: WatchScene.Bookings.ViewModel, _ language: Language) -> HTML {
        let lines = bookings.reservations.map { line -> HTML in
            let reservation = line.reservation
            let change: HTML? = line.change.map {
                "<span class=\"badge change-\($0.rawValue)\">\(label($0, language))</span> "
            }
            return """
                <li id="booking-\(reservation.id)">\(change)<strong>\(Labels.reservation(language))#\(reservation.id)</strong> \
                <span class="status-\(reservation.status.rawValue)">\(reservation.statusLabel)</span><br>
                \(reservation.productTitle) · \(reservation.timeLabel) · \(reservation.place)<br>
                \(Labels.total(language))\(reservation.totalLabel) · \(Labels.contact(language))\(reservation.contact)</li>
                """
        }
        return """
            \(bookings.changeSummary.map { HTML("<p class=\"notice\">\($0)</p>") })
            \(bookings.resumed.map { HTML("<p class=\"notice\">\($0)</p>") })
            \(bookings.empty.map { HTML("<p>\($0)</p>") })
            <ul class="bookings">\(lines)</ul>
            <p class="hint">\(bookings.liveNote)</p>
            \(bookings.pricesNotice.map { HTML("<p class=\"notice\">\($0)</p>") })
            """
    }

    private static func label(_ change: WatchScene.Change, _ language: Language) -> String {
        switch change {
        case .new: language.pick("새 예약", "new")
        case .cancelled: language.pick("취소됨", "cancelled")
        }
    }
}
