import ReservationsDomain
import ReservationsPresentation
import SnapFitDomain
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/reservations/new?product=<id>` and `POST /reservations`: the booking form. Every field goes to the booking flow
/// at once, which checks them in its order: the first refused comes back with why beside it; with all accepted,
/// the quote and its confirmation; a confirmed quote is booked and the reservation shown.
enum ReservationFormPage {
    static nonisolated(nonsending) func new(_ request: WebRequest) async -> HTTPResponse {
        guard let productID = request.query["product"].flatMap(WebRoute.number) else {
            return ErrorPage.notFound(request.context)
        }
        let (display, _) = await start(productID, answers: [:], request)
        return await display.page { outcome in
            switch outcome {
            case .product(let product): form(product, answers: [:], refused: nil, request)
            case .failed(let error): ErrorPage.response(error, retry: nil, request.context)
            case .question, .quote, .booked: nil
            }
        }
    }

    static nonisolated(nonsending) func submit(_ request: WebRequest) async -> HTTPResponse {
        guard let productID = request.form["product"].flatMap(WebRoute.number) else {
            return ErrorPage.notFound(request.context)
        }
        var answers: [BookingField: String] = [:]
        for field in BookingField.allCases { answers[field] = request.form[field.rawValue] ?? "" }
        answers[.time] = TimePicker.answer(BookingField.time.rawValue, from: request.form)
        let (display, scene) = await start(productID, answers: answers, request)
        let shown = Shown(display.outcomes)
        if let failure = shown.failure { return ErrorPage.response(failure, retry: nil, request.context) }
        // Before the flow showed its product and asked, there is no new page to show.
        guard let product = shown.product, let question = shown.question else { return WebResponse.noContent }
        if request.form["edit"] != nil { return form(product, answers: answers, refused: nil, request) }
        switch question.step {
        case .field(let field):
            return form(product, answers: answers, refused: (field, question.refusal?.message), request)
        // A quote's confirmation books only what the quote warned of: a warning it did not show (the same booking
        // sent twice is already booked) shows the quote again, with it. A script's confirmation says nothing of it.
        case .confirm
        where request.form["confirm"] == "yes"
            && (!request.form.has("warned") || request.form["warned"] == question.note):
            display.reset()
            await scene.answer(request: .yesNo(true))
            return await display.page { outcome in
                switch outcome {
                case .booked(let booked):
                    request.session.notice = booked.message
                    return Destinations.redirect(to: booked.destination, or: "/reservations")
                case .failed(let error): return ErrorPage.response(error, retry: nil, request.context)
                case .product, .question, .quote: return nil
                }
            }
        case .confirm:
            // The flow shows the total before it asks to confirm it.
            guard let quote = shown.quote else { return WebResponse.noContent }
            return quotePage(quote, question: question, productID: productID, answers: answers, request)
        }
    }

    /// What the flow showed, in order: the latest of each, and why it stopped if it did.
    private struct Shown {
        var product: ReservationFormScene.LoadProduct.ViewModel?
        var question: ReservationFormScene.Question.ViewModel?
        var quote: ReservationFormScene.Quote.ViewModel?
        var failure: ErrorViewModel?

        init(_ outcomes: [ReservationFormScene.Outcome]) {
            for outcome in outcomes {
                switch outcome {
                case .product(let product): self.product = product
                case .question(let question): self.question = question
                case .quote(let quote): self.quote = quote
                case .booked: question = nil
                case .failed(let error): failure = error
                }
            }
        }
    }

    private static nonisolated(nonsending) func start(
        _ productID: Int, answers: [BookingField: String], _ request: WebRequest
    ) async -> (SceneRecording<ReservationFormScene.Outcome>, any ReservationFormBusinessLogic) {
        let display = SceneRecording<ReservationFormScene.Outcome>()
        let scene = ReservationFormConfigurator.configure(
            display: display, dependencies: ReservationsUseCases(request.session.services.useCases),
            language: request.context.language)
        await scene.start(request: .init(productID: productID, answers: answers))
        return (display, scene)
    }

    private static func form(
        _ product: ReservationFormScene.LoadProduct.ViewModel, answers: [BookingField: String],
        refused: (field: BookingField, why: String?)?, _ request: WebRequest
    ) -> HTTPResponse {
        let context = request.context
        let language = context.language
        let controls = BookingField.allCases.map { field -> HTML in
            let refusal = field == refused?.field ? refused?.why ?? WebWords.answerNeeded(language) : nil
            var control = FormControl(
                name: field.rawValue, label: ReservationFormPresenter.label(for: field, language: language),
                value: answers[field] ?? "", refusal: refusal, isRequired: !field.isOptional)
            switch field {
            case .option:
                control.kind = .select(product.options.map { (String($0.minutes), $0.label) })
            case .time:
                var picker = TimePicker(
                    name: field.rawValue, labels: TimePickerLabels(language: language), answer: answers[field] ?? "",
                    refusal: refusal)
                // A picker left empty is asked for, not read as a time in the wrong form.
                if refusal != nil, picker.date.isEmpty || picker.clock.isEmpty {
                    picker.refusal = WebWords.answerNeeded(language)
                }
                return picker.html
            case .people:
                control.kind = .input(type: "number")
                control.attributes =
                    "min=\"\(ReservationRules.people.lowerBound)\" max=\"\(ReservationRules.people.upperBound)\""
            case .email:
                control.kind = .input(type: "email")
                control.attributes = "autocomplete=\"email\""
            case .phone:
                control.kind = .input(type: "tel")
                control.attributes = "autocomplete=\"tel\""
            case .place: control.attributes = "maxlength=\"\(ReservationRules.placeLength.upperBound)\""
            }
            return control.html
        }
        let personPrice: HTML? = product.personPriceLabel.map {
            "<p class=\"person-price\">\($0)</p>"
        }
        let content: HTML = """
            <h1>\(WebWords.reserve(language))</h1>
            <p><a href="/products/\(product.productID)">\(product.title)</a></p>
            <ul class="options">\(product.options.map { HTML("<li>\($0.label)</li>") })</ul>
            \(personPrice)
            \(product.pricesNotice.map { HTML("<p class=\"notice\">\($0)</p>") })
            <form id="reservation-form" class="stacked" method="post" action="/reservations">\(context.tokenField)
            <input type="hidden" name="product" value="\(product.productID)">
            \(controls)
            <button id="reservation-submit" type="submit">\(WebWords.seeTotal(language))</button>
            </form>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.reserve(language), current: "/reservations", content, context),
            status: refused == nil ? 200 : 400)
    }

    private static func quotePage(
        _ quote: ReservationFormScene.Quote.ViewModel, question: ReservationFormScene.Question.ViewModel,
        productID: Int, answers: [BookingField: String], _ request: WebRequest
    ) -> HTTPResponse {
        let context = request.context
        let language = context.language
        let hidden: HTML = """
            \(context.tokenField)<input type="hidden" name="product" value="\(productID)">\
            \(BookingField.allCases.map { HTML("<input type=\"hidden\" name=\"\($0.rawValue)\" value=\"\(answers[$0] ?? "")\">") })
            """
        let content: HTML = """
            <section id="quote" aria-labelledby="quote-title">
            <h1 id="quote-title">\(quote.productTitle)</h1>
            <ul class="lines">
            <li>\(Labels.option(language))\(quote.optionLabel)</li>
            <li>\(Labels.when(language))\(quote.timeLabel)</li>
            <li>\(Labels.peopleCount(quote.people, language)) · \(quote.place)</li>
            </ul>
            <p class="total"><strong>\(quote.totalLabel)</strong></p>
            \(question.note.map { HTML("<p class=\"warning\" role=\"alert\">\($0)</p>") })
            <p>\(question.prompt)</p>
            <div class="actions">
            <form id="confirm-form" method="post" action="/reservations">\(hidden)
            <input type="hidden" name="confirm" value="yes">
            <input type="hidden" name="warned" value="\(question.note ?? "")">
            <button id="confirm" type="submit">\(WebWords.book(language))</button>
            </form>
            <form method="post" action="/reservations">\(hidden)
            <input type="hidden" name="edit" value="1">
            <button class="secondary" type="submit">\(WebWords.changeAnswers(language))</button>
            </form>
            </div>
            </section>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.reserve(language), current: "/reservations", content, context))
    }
}
