import Foundation
import SnapFitDomain
import SnapFitHTTPServer
import SnapFitPresentation

/// `/maker/register`: a product with its pictures, sent as one multipart form to the registration flow, which checks
/// every field (the pictures by their bytes) in its order: the first refused comes back with why beside it; with
/// all accepted, the product as it will be registered. `POST /maker/register/confirm` then uploads the pictures
/// through the same signed-URL path as the CLI and opens the new product. The flow waits in the session between
/// the two.
@MainActor
enum RegisterPage {
    /// The query field of the form's address that carries its one-time upload permit (`UploadPermits`).
    nonisolated static let permitName = "permit"

    /// GET: the form, once the flow has found the user a maker (a customer is told at once how to become one).
    /// POST: the answers, checked by the flow.
    static func respond(_ request: WebRequest) async -> HTTPResponse {
        request.session.registration?.scene.cancel()
        request.session.registration = nil
        let display = SceneRecorder()
        let scene = request.session.services.makeProductRegistrationScene(display: display)
        guard request.http.method == "POST" else {
            await scene.start(request: .init(answers: [:]))
            if let error = display.error { return ErrorPage.response(error, retry: "/maker/register", request.context) }
            return await form(refused: nil, request)
        }
        await scene.start(request: .init(answers: answers(request)))
        guard let question = display.last(ProductRegistrationScene.Question.ViewModel.self) else {
            return ErrorPage.failure(display.error, retry: "/maker/register", request.context)
        }
        switch question.step {
        case .field(let field):
            return await form(
                refused: (field, question.refusal?.message ?? WebWords.answerNeeded(request.context.language)), request)
        case .confirm:
            guard let review = display.last(ProductRegistrationScene.Review.ViewModel.self) else {
                return ErrorPage.serverError(request.context)
            }
            request.session.registration = (scene, display)
            return reviewPage(review, question: question, request)
        }
    }

    static func confirm(_ request: WebRequest) async -> HTTPResponse {
        guard let registration = request.session.registration else {
            return WebResponse.redirect(to: "/maker/register")
        }
        request.session.registration = nil
        await registration.scene.answer(request: .yesNo(true))
        let display = registration.display
        guard let registered = display.last(ProductRegistrationScene.Registered.ViewModel.self) else {
            return ErrorPage.failure(display.error, retry: "/maker/register", request.context)
        }
        request.session.notice = registered.message
        return Destinations.redirect(to: registered.destination, or: "/maker/products")
    }

    /// Each field's answer as the flow takes it; the pictures as sent.
    private static func answers(_ request: WebRequest) -> [ProductField: FlowAnswer] {
        let form = request.form
        let options = (form["options"] ?? "").split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        func pictures(_ field: String) -> FlowAnswer {
            .files(request.files.filter { $0.field == field }.map { ImageFile(name: $0.filename, data: $0.data) })
        }
        return [
            .title: .text(form["title"] ?? ""), .description: .text(form["description"] ?? ""),
            .vibes: .list(form.values("vibes")), .locations: .list(form.values("locations")),
            .images: pictures("images"), .thumbnail: pictures("thumbnail"), .options: .list(options),
            .personPrice: .text(form["personPrice"] ?? ""), .studio: .yesNo(form["studio"] != nil),
        ]
    }

    private static func form(refused: (field: ProductField, why: String)?, _ request: WebRequest) async -> HTTPResponse
    {
        let context = request.context
        let language = context.language
        let form = request.form
        func why(_ field: ProductField) -> String? { refused?.field == field ? refused?.why : nil }
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
        var images = FormControl(
            name: "images", label: label(.images), kind: .input(type: "file"), refusal: why(.images),
            hint: WebWords.picturesHint(language))
        images.attributes = "multiple \(pictureTypes)"
        var thumbnail = FormControl(
            name: "thumbnail", label: label(.thumbnail), kind: .input(type: "file"),
            refusal: why(.thumbnail))
        thumbnail.attributes = pictureTypes
        let options = FormControl(
            name: "options", label: label(.options), kind: .textArea, value: form["options"] ?? "",
            refusal: why(.options), hint: WebWords.productOptionsHint(language))
        var personPrice = FormControl(
            name: "personPrice", label: label(.personPrice), kind: .input(type: "number"),
            value: form["personPrice"] ?? "", refusal: why(.personPrice))
        personPrice.attributes =
            "min=\"\(ProductRules.personPrice.lowerBound)\" max=\"\(ProductRules.personPrice.upperBound)\""
        let studio: HTML = """
            <div class="field"><input type="checkbox" id="studio" name="studio" value="yes"\(form["studio"] == nil ? "" : HTML(" checked"))> \
            <label for="studio">\(label(.studio))</label></div>
            """
        let permit = request.uploadPermits.issue(for: request.session.id)
        let action = QueryString.path("/maker/register", [(permitName, permit)])
        let content: HTML = """
            <h1>\(WebWords.registerProduct(language))</h1>
            <form id="register-form" class="stacked" method="post" action="\(action)" enctype="multipart/form-data">\(context.tokenField)
            \(title.html)\(description.html)\(vibes)\(locations)\(images.html)\(thumbnail.html)\(options.html)\(personPrice.html)\(studio)
            <progress id="upload-progress" max="100" value="0" hidden></progress>
            <button id="register-submit" type="submit">\(WebWords.review(language))</button>
            </form>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.registerProduct(language), current: "/me", content, context),
            status: refused == nil ? 200 : 400)
    }

    /// What the file pickers offer: the formats the upload takes (the flow checks the bytes).
    private static let pictureTypes: HTML = "accept=\"image/png,image/heic,image/heif,.png,.heic,.heif\""

    private static func reviewPage(
        _ review: ProductRegistrationScene.Review.ViewModel, question: ProductRegistrationScene.Question.ViewModel,
        _ request: WebRequest
    ) -> HTTPResponse {
        let context = request.context
        let language = context.language
        let content: HTML = """
            <section id="review" aria-labelledby="review-title">
            <h1 id="review-title">\(review.title)</h1>
            <p class="description">\(request.form["description"] ?? "")</p>
            <ul class="lines">
            <li>\(review.vibesLabel)</li>
            <li>\(review.locationsLabel) · \(review.settingLabel)</li>
            \(review.optionLabels.map { HTML("<li>\($0)</li>") })
            <li>\(review.personPriceLabel)</li>
            <li>\(review.picturesLabel)</li>
            </ul>
            <form id="confirm-form" method="post" action="/maker/register/confirm">\(context.tokenField)
            <button id="confirm" type="submit">\(question.prompt)</button>
            </form>
            <p><a href="/maker/register">\(WebWords.changeAnswers(language))</a></p>
            </section>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.registerProduct(language), current: "/me", content, context))
    }
}
