import ReservationsDomain
import ReservationsPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/reservations/<id>`: one reservation, with a form to cancel it (and a reason) while it is active; and
/// `POST /reservations/<id>/cancel`, whose reason the scene checks: refused, the page comes back with why beside it.
enum ReservationDetailPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest, id: Int) async -> HTTPResponse {
        await page(request, id: id, refusal: nil)
    }

    static nonisolated(nonsending) func cancel(_ request: WebRequest, id: Int) async -> HTTPResponse {
        let display = SceneRecording<ReservationDetailScene.Outcome>()
        await ReservationDetailConfigurator.configure(
            display: display, dependencies: ReservationsUseCases(request.session.services.useCases),
            language: request.context.language
        ).cancelReservation(
            request: .init(id: id, reason: request.form["reason"] ?? ""))
        return await display.page { outcome in
            switch outcome {
            case .reservation(let reservation):
                request.session.notice = reservation.message
                return WebResponse.redirect(to: "/reservations/\(id)")
            case .failed(let error): return ErrorPage.response(error, retry: nil, request.context)
            case .question(let question): return await page(request, id: id, refusal: question)
            }
        }
    }

    private static nonisolated(nonsending) func page(
        _ request: WebRequest, id: Int, refusal: ReservationDetailScene.Cancel.Question?
    ) async -> HTTPResponse {
        let display = SceneRecording<ReservationDetailScene.Outcome>()
        let scene = ReservationDetailConfigurator.configure(
            display: display, dependencies: ReservationsUseCases(request.session.services.useCases),
            language: request.context.language)
        await scene.load(request: .init(id: id))
        return await display.page { outcome in
            switch outcome {
            case .reservation(let shown): await page(shown, scene, display, refusal: refusal, request)
            case .failed(let error): ErrorPage.response(error, retry: "/reservations/\(id)", request.context)
            case .question: nil
            }
        }
    }

    private static nonisolated(nonsending) func page(
        _ shown: ReservationDetailScene.ViewModel, _ scene: any ReservationDetailBusinessLogic,
        _ display: SceneRecording<ReservationDetailScene.Outcome>, refusal: ReservationDetailScene.Cancel.Question?,
        _ request: WebRequest
    ) async -> HTTPResponse {
        let context = request.context
        let reservation = shown.reservation
        let id = reservation.id
        var cancelling: HTML?
        if reservation.status == .active {
            // The scene asks for the reason: its question labels the field.
            await scene.cancelReservation(request: .init(id: id, reason: nil))
            cancelling =
                switch display.outcomes.last {
                case .question(let question)?: cancelForm(id: id, question: question, refusal: refusal, request)
                case .reservation?, .failed?, nil: nil
                }
        }
        let content: HTML = """
            <article class="reservation">
            <h1>\(Labels.reservation(context.language))#\(reservation.id)</h1>
            \(request.photoPath(reservation.thumbnail).map {
                HTML("<img class=\"reservation-photo\" src=\"\($0)\" alt=\"\(reservation.productTitle)\" width=\"320\" height=\"240\">")
            })
            <p><span id="status" class="status status-\(reservation.status.rawValue)">\(reservation.statusLabel)</span></p>
            \(lines(reservation, context.language))
            \(shown.pricesNotice.map { HTML("<p class=\"notice\">\($0)</p>") })
            \(cancelling)
            <p><a href="/reservations">\(WebWords.reservations(context.language))</a></p>
            </article>
            """
        return WebResponse.page(
            Layout.page(title: reservation.productTitle, current: "/reservations", content, context),
            status: refusal == nil ? 200 : 400)
    }

    /// What, when, where, who, and the total.
    private static func lines(_ reservation: ReservationViewModel, _ language: Language) -> HTML {
        """
        <ul class="lines">
        <li><a href="/products/\(reservation.productID)">\(reservation.productTitle)</a> · \(reservation.makerNickname)</li>
        <li>\(Labels.when(language))\(reservation.timeLabel)</li>
        <li>\(Labels.place(language))\(reservation.place)</li>
        <li>\(Labels.option(language))\(reservation.optionLabel)</li>
        <li>\(Labels.people(reservation.people, language))</li>
        \(reservation.additionalPeopleLabel.map { HTML("<li>\($0)</li>") })
        <li><strong>\(Labels.total(language))\(reservation.totalLabel)</strong></li>
        <li>\(Labels.contact(language))\(reservation.contact)</li>
        </ul>
        """
    }

    private static func cancelForm(
        id: Int, question: ReservationDetailScene.Cancel.Question, refusal: ReservationDetailScene.Cancel.Question?,
        _ request: WebRequest
    ) -> HTML {
        let context = request.context
        let reason = FormControl(
            name: "reason", label: question.label, kind: .textArea,
            value: refusal == nil ? "" : request.form["reason"] ?? "",
            refusal: refusal?.refusal?.message)
        // Cancelling is the quieter action: folded away until asked for (open again when a reason was refused).
        let open: HTML? = refusal == nil ? nil : " open"
        return """
            <details class="cancel"\(open)><summary id="cancel-open">\(WebWords.cancelReservation(context.language))</summary>
            <form id="cancel-form" class="stacked" method="post" action="/reservations/\(id)/cancel">\(context.tokenField)
            \(reason.html)
            <button id="cancel-submit" class="secondary" type="submit">\(WebWords.cancelReservation(context.language))</button>
            </form></details>
            """
    }
}
