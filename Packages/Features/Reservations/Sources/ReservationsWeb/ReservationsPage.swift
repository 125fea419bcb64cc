import ReservationsDomain
import ReservationsPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/reservations`: the customer's bookings, active and cancelled, newest shoot first, each a link to its page.
enum ReservationsPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecording<MyReservationsScene.Outcome>()
        await MyReservationsConfigurator.configure(
            display: display, dependencies: ReservationsUseCases(request.session.services.useCases),
            language: request.context.language
        ).load(request: .all)
        return await display.page { outcome in
            switch outcome {
            case .reservations(let list): page(list, request)
            case .failed(let error): ErrorPage.response(error, retry: "/reservations", request.context)
            }
        }
    }

    private static func page(_ list: MyReservationsScene.ViewModel, _ request: WebRequest) -> HTTPResponse {
        let context = request.context
        let rows = list.rows.enumerated().map { index, row -> HTML in
            // The first few cards show on a phone's first screen; the rest wait until scrolled to.
            let picture: HTML =
                request.photoPath(row.thumbnail).map {
                    "<img src=\"\($0)\" alt=\"\" width=\"96\" height=\"72\"\(index < 4 ? "" : HTML(" loading=\"lazy\""))>"
                } ?? "<span class=\"no-photo\" aria-hidden=\"true\"></span>"
            return """
                <li>\(picture)<div><a class="booking-title" href="/reservations/\(row.id)">\(row.productTitle)</a>
                <span class="when">\(row.timeLabel)</span>
                \(row.totalLabel.map { HTML("<span class=\"total\">\($0)</span>") })
                <span class="status status-\(row.status.rawValue)">\(row.statusLabel)</span></div></li>
                """
        }
        let content: HTML = """
            <h1>\(list.title)</h1>
            \(list.empty.map { HTML("<p>\($0) <a href=\"/products\">\(WebWords.products(context.language))</a></p>") })
            <ul class="reservations">\(rows)</ul>
            \(list.pricesNotice.map { HTML("<p class=\"notice\">\($0)</p>") })
            """
        return WebResponse.page(Layout.page(title: list.title, current: "/reservations", content, context))
    }
}
