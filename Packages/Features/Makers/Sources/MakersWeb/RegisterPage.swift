import Foundation
import MakersDomain
import MakersPresentation
import SnapFitDomain
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/maker/register`: a product with its pictures, sent as one multipart form to the registration flow, which checks
/// every field (the pictures by their bytes): every refused field comes back marked, with why beside it; with
/// all accepted, `/maker/register/review` shows the product as it will be registered, its pictures served from the
/// session (`/maker/register/pictures/<n>`). `POST /maker/register/confirm` then uploads the pictures through the
/// same signed-URL path as the CLI and opens the new product. The answers and the waiting flow are kept in the
/// session (`RegistrationDraft`), so the form comes back as it was left, pictures included. The options are rows of
/// minutes and price, the thumbnail one of the pictures (the first unless another is chosen); the page's script
/// adds and removes rows, offers the chosen pictures as thumbnails, and turns JPEG photos into PNG before the upload
/// (the upload takes only png, heic and heif; without the script a JPEG is refused with how to convert it).
enum RegisterPage {
    /// A registration's body: every picture at its largest, and the form around them, at about 2.5 Mbit/s. Only a session just shown the form as a maker may send it (its address carries a permit).
    static let upload = BodyLimit(
        maxBytes: PictureRules.maxBytes * ProductRules.imageCount.upperBound + (1 << 20), timeout: 300)
    /// Every session's drafts, within one budget of picture bytes.
    static let drafts = RegistrationDrafts()

    /// GET: the form as it was left, once the flow has found the user a maker (a customer is told at once how to
    /// become one); a review waiting for its confirmation still waits. POST: the answers, checked by the flow; a
    /// picture field sent empty keeps the pictures chosen before.
    static nonisolated(nonsending) func respond(_ request: WebRequest, useCases: MakersUseCases) async -> HTTPResponse {
        let kept = slot(request).draft
        let display = SceneRecording<ProductRegistrationScene.Outcome>()
        let scene = ProductRegistrationConfigurator.configure(
            display: display, dependencies: useCases,
            language: request.context.language)
        guard request.http.method == "POST" else {
            await scene.start(request: .init(answers: [:]))
            if case .failed(let error)? = display.outcomes.last {
                return ErrorPage.response(error, retry: "/maker/register", request.context)
            }
            return await form(kept ?? RegistrationDraft(fields: FormFields(), images: []), request)
        }
        func chosen(_ field: String, else previous: [ImageFile]?) -> [ImageFile] {
            let files = request.files.filter { $0.field == field }.map { ImageFile(name: $0.filename, data: $0.data) }
            return files.isEmpty ? previous ?? [] : files
        }
        // New answers replace the review waiting for its confirmation, if any.
        kept?.review?.scene.cancel()
        slot(request).draft?.review = nil
        let draft = RegistrationDraft(fields: request.form, images: chosen("images", else: kept?.images))
        await scene.start(request: .init(answers: answers(draft)))
        let refusals = display.outcomes.reduce(into: [ProductField: String]()) { refusals, outcome in
            guard case .refused(let refused) = outcome else { return }
            for each in refused.refusals { refusals[each.field] = each.refusal.message }
        }
        return await display.page { outcome in
            switch outcome {
            case .question(let question): await answer(question, draft: draft, refusals, scene, display, request)
            // No question: the user is no maker, or the catalog could not be had; nothing new is kept.
            case .failed(let error): ErrorPage.response(error, retry: "/maker/register", request.context)
            case .refused, .review, .progress, .registered: nil
            }
        }
    }

    /// The form again with every refused field marked (the one `question` asks for at least), or, once every answer
    /// is accepted, the review.
    private static nonisolated(nonsending) func answer(
        _ question: ProductRegistrationScene.Question.ViewModel, draft: RegistrationDraft,
        _ refusals: [ProductField: String], _ scene: any ProductRegistrationBusinessLogic,
        _ display: SceneRecording<ProductRegistrationScene.Outcome>, _ request: WebRequest
    ) async -> HTTPResponse {
        var draft = draft
        // Only pictures the flow's rules take are kept for the form's next showing.
        if (try? ProductRules.images(draft.images)) == nil { draft.images = [] }
        switch question.step {
        case .field(let field):
            slot(request).keep(draft, in: request.session.reference)
            var refusals = refusals
            refusals[field] =
                refusals[field] ?? question.refusal?.message ?? WebWords.answerNeeded(request.context.language)
            return await form(draft, refusals: refusals, request)
        case .confirm:
            draft.review = (scene, display)
            slot(request).keep(draft, in: request.session.reference)
            return WebResponse.redirect(to: "/maker/register/review")
        }
    }

    /// The product as it will be registered, while its flow waits for the confirmation; else back to the form.
    static func review(_ request: WebRequest) -> HTTPResponse {
        guard let draft = slot(request).draft, let display = draft.review?.display else {
            return WebResponse.redirect(to: "/maker/register")
        }
        typealias Shown = (
            review: ProductRegistrationScene.Review.ViewModel?, question: ProductRegistrationScene.Question.ViewModel?
        )
        let shown = display.outcomes.reduce(into: Shown(nil, nil)) { shown, outcome in
            switch outcome {
            case .review(let review): shown.review = review
            case .question(let question): shown.question = question
            case .refused, .progress, .registered, .failed: break
            }
        }
        guard let review = shown.review, let question = shown.question else {
            return WebResponse.redirect(to: "/maker/register")
        }
        return reviewPage(review, question: question, pictures: draft.pictures, request)
    }

    /// The `number`th picture of the registration under review (from 1, the thumbnail first), as it was chosen.
    static func picture(_ request: WebRequest, number: Int) -> HTTPResponse {
        guard let draft = slot(request).draft, draft.review != nil, number <= draft.pictures.count,
            let kind = draft.pictures[number - 1].kind
        else { return ErrorPage.notFound(request.context) }
        return WebResponse.photo(draft.pictures[number - 1].data, contentType: kind.contentType, isLasting: false)
    }

    static nonisolated(nonsending) func confirm(_ request: WebRequest) async -> HTTPResponse {
        guard let registration = slot(request).draft?.review else {
            return WebResponse.redirect(to: "/maker/register")
        }
        slot(request).draft?.review = nil
        registration.display.reset()
        await registration.scene.answer(request: .yesNo(true))
        return await registration.display.page { outcome in
            switch outcome {
            case .registered(let registered):
                slot(request).draft = nil
                request.session.notice = registered.message
                return Destinations.redirect(to: registered.destination, or: "/maker/products")
            case .failed(let error): return ErrorPage.response(error, retry: "/maker/register", request.context)
            case .refused, .question, .review, .progress: return nil
            }
        }
    }

    /// Where the session keeps its draft.
    private static func slot(_ request: WebRequest) -> RegistrationSlot {
        request.session.state(RegistrationSlot.self)
    }

    /// Each field's answer as the flow takes it: a row of options as `MIN:PRICE` (an empty row left out); the
    /// thumbnail, once there are pictures to choose it among.
    private static func answers(_ draft: RegistrationDraft) -> [ProductField: FlowAnswer] {
        let form = draft.fields
        let options = OptionRows(form).rows.filter { !$0.isEmpty }.map { "\($0.minutes):\($0.price)" }
        var answers: [ProductField: FlowAnswer] = [
            .title: .text(form["title"] ?? ""), .description: .text(form["description"] ?? ""),
            .vibes: .list(form.values("vibes")), .locations: .list(form.values("locations")),
            .images: .files(draft.images), .options: .list(options),
            .personPrice: .text(form["personPrice"] ?? ""), .studio: .yesNo(form["studio"] != nil),
        ]
        if !draft.thumbnail.isEmpty { answers[.thumbnail] = .files(draft.thumbnail) }
        return answers
    }

    private static nonisolated(nonsending) func form(
        _ draft: RegistrationDraft, refusals: [ProductField: String] = [:], _ request: WebRequest
    ) async -> HTTPResponse {
        let context = request.context
        let language = context.language
        let words = RegistrationFormLabels(language: language)
        let form = draft.fields
        func why(_ field: ProductField) -> String? { refusals[field] }
        func label(_ field: ProductField) -> String {
            ProductRegistrationPresenter.label(for: field, language: language)
        }
        let title = FormControl(
            name: "title", label: label(.title), value: form["title"] ?? "", refusal: why(.title))
        let description = FormControl(
            name: "description", label: label(.description), kind: .textArea,
            value: form["description"] ?? "", refusal: why(.description))
        let vibes = await CatalogChoices.checkboxes(
            request, legend: label(.vibes), checked: form.values("vibes"), refusal: why(.vibes))
        let locations = await CatalogChoices.locationCheckboxes(
            request, legend: label(.locations), checked: form.values("locations"), refusal: why(.locations))
        // Pictures chosen before are kept unless new ones are chosen, so the field no longer needs an answer.
        var images = FormControl(
            name: "images", label: label(.images), kind: .input(type: "file"), refusal: why(.images),
            hint: draft.images.isEmpty
                ? nil : ProductRegistrationPresenter.keptPictures(draft.images.map(\.name), language: language),
            isRequired: draft.images.isEmpty)
        images.attributes = "multiple \(pictureTypes)"
        let thumbnail = ThumbnailChoice(
            legend: label(.thumbnail), hint: words.thumbnailHint, pictures: draft.images.map(\.name),
            chosen: draft.thumbnailIndex, refusal: why(.thumbnail))
        let options = OptionRows(form).html(legend: label(.options), words: words, refusal: why(.options))
        var personPrice = FormControl(
            name: "personPrice", label: label(.personPrice), kind: .input(type: "number"),
            value: form["personPrice"] ?? "", refusal: why(.personPrice))
        personPrice.attributes =
            "min=\"\(ProductRules.personPrice.lowerBound)\" max=\"\(ProductRules.personPrice.upperBound)\""
        let studio: HTML = """
            <div class="field"><input type="checkbox" id="studio" name="studio" value="yes"\(form["studio"] == nil ? "" : HTML(" checked"))> \
            <label for="studio">\(label(.studio))</label></div>
            """
        let action = request.uploadAddress("/maker/register")
        let content: HTML = """
            <h1>\(WebWords.registerProduct(language))</h1>
            <form id="register-form" class="stacked" method="post" action="\(action)" enctype="multipart/form-data" \
            data-png-side="\(RegistrationFormLabels.convertedSide)">\(context.tokenField)
            \(title.html)\(description.html)\(vibes)\(locations)\(images.html)
            <p class="hint" id="images-jpeg" data-script-only hidden>\(words.picturesHint)</p>
            \(thumbnail.html)\(options)\(personPrice.html)\(studio)
            <progress id="upload-progress" max="100" value="0" hidden></progress>
            <button id="register-submit" type="submit">\(WebWords.review(language))</button>
            </form>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.registerProduct(language), current: "/me", content, context),
            status: refusals.isEmpty ? 200 : 400)
    }

    /// What the file picker offers: the formats the upload takes (the flow checks the bytes), and JPEG, which the
    /// page's script turns into PNG.
    private static let pictureTypes: HTML =
        "accept=\"image/png,image/heic,image/heif,image/jpeg,.png,.heic,.heif,.jpg,.jpeg\""

    private static func reviewPage(
        _ review: ProductRegistrationScene.Review.ViewModel, question: ProductRegistrationScene.Question.ViewModel,
        pictures: [ImageFile], _ request: WebRequest
    ) -> HTTPResponse {
        let context = request.context
        let language = context.language
        // Browsers other than Safari show no HEIC or HEIF, so those are named instead.
        let thumbnails = pictures.enumerated().map { index, picture -> HTML in
            let name =
                index == 0
                ? ProductRegistrationPresenter.label(for: .thumbnail, language: language) + ": " + picture.name
                : WebWords.photo(index, of: review.title, language)
            guard picture.kind == .png else { return "<li><span class=\"no-photo named\">\(name)</span></li>" }
            return """
                <li><img src="/maker/register/pictures/\(index + 1)" alt="\(name)" width="160" height="120"></li>
                """
        }
        let content: HTML = """
            <section id="review" aria-labelledby="review-title">
            <h1 id="review-title">\(review.title)</h1>
            <ul class="thumbnails">\(thumbnails)</ul>
            <p class="description">\(review.description)</p>
            <ul class="lines">
            <li>\(review.vibesLabel)</li>
            <li>\(review.locationsLabel) · \(review.settingLabel)</li>
            \(review.optionLabels.map { HTML("<li>\($0)</li>") })
            <li>\(review.personPriceLabel)</li>
            <li>\(review.picturesLabel)</li>
            </ul>
            <form id="confirm-form" method="post" action="/maker/register/confirm">\(context.tokenField)
            <p>\(question.prompt)</p>
            <button id="confirm" type="submit">\(WebWords.register(language))</button>
            </form>
            <p><a id="change" href="/maker/register">\(WebWords.changeAnswers(language))</a></p>
            </section>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.registerProduct(language), current: "/me", content, context))
    }
}
