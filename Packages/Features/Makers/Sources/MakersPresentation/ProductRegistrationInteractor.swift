import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// What the registration form can be asked to do. The form is a flow that the interactor drives: a screen shows what
/// it presents and feeds the user's answers back.
public protocol ProductRegistrationBusinessLogic: FlowBusinessLogic {
    /// Checks that the user is a maker and loads the catalog once, checks the answers given up front in the form's
    /// order, and asks for the first field missing or refused (or, with all of them, shows the product and asks to
    /// confirm).
    nonisolated(nonsending) func start(request: ProductRegistrationScene.Start.Request) async
}

/// Runs the registration form: each field checked when it is entered, the product shown as it will be registered,
/// then one registration whose uploads are presented in order as they finish.
public final class ProductRegistrationInteractor: ProductRegistrationBusinessLogic {
    private let presenter: any ProductRegistrationPresentationLogic
    private let registerProduct: RegisterProduct
    private let fetchPricing: FetchPricing
    private var catalog: ProductCatalog?
    /// The answers; those accepted are in `draft` too.
    private var answers = FormAnswers<ProductField, FlowAnswer>()
    private var draft = ProductRegistrationInteractor.emptyDraft
    /// The question on screen, and what a yes to the confirmation registers.
    private var step: ProductRegistrationScene.Question.Step?
    private var reviewed: ProductDraft?

    private static let emptyDraft = ProductDraft(
        title: "", description: "", vibes: [], locations: [], images: [], thumbnail: nil, options: [], personPrice: 0,
        isStudio: false)

    public init(
        presenter: any ProductRegistrationPresentationLogic, registerProduct: RegisterProduct,
        fetchPricing: FetchPricing
    ) {
        self.presenter = presenter
        self.registerProduct = registerProduct
        self.fetchPricing = fetchPricing
    }

    public nonisolated(nonsending) func start(request: ProductRegistrationScene.Start.Request) async {
        (catalog, answers, draft, step, reviewed) = (
            nil, FormAnswers(given: request.answers), Self.emptyDraft, nil, nil
        )
        do {
            catalog = try await registerProduct.prepare()
        } catch {
            presenter.presentError(error)
            return
        }
        let refusals = refusals(of: request.answers)
        if !refusals.isEmpty { presenter.presentRefusals(response: .init(refusals: refusals)) }
        advance()
    }

    /// Every answer in `given` that its field's rule refuses, with why, in the form's order (each checked alone; the
    /// draft is left empty for `advance` to fill in order).
    private func refusals(
        of given: [ProductField: FlowAnswer]
    ) -> [(field: ProductField, error: DomainError)] {
        guard let catalog else { return [] }
        defer { draft = Self.emptyDraft }
        return ProductField.allCases.compactMap { field in
            guard let answer = given[field] else { return nil }
            do throws(DomainError) {
                _ = try accept(answer, for: field, catalog: catalog)
                return nil
            } catch {
                return (field, error)
            }
        }
    }

    /// A field is checked at once and asked again when refused; a yes to the confirmation registers exactly what
    /// the review showed.
    public nonisolated(nonsending) func answer(request: FlowAnswer) async {
        switch (step, request) {
        case (.field(let field)?, _):
            step = nil
            answers.give(request, for: field)
            advance()
        case (.confirm?, .yesNo(true)):
            await submit()
        case (.confirm?, .yesNo(false)):
            cancel()
        default:
            if let step { ask(step, refusal: nil) }
        }
    }

    public func cancel() {
        guard step != nil else { return }
        step = nil
        presenter.presentCancelled()
    }

    /// Checks the given answers in the form's order and asks for the first field missing or refused; with every
    /// field accepted, shows the product and asks to confirm.
    private func advance() {
        guard let catalog else { return }
        let missing = answers.next { (field, answer) throws(DomainError) in
            try accept(answer, for: field, catalog: catalog) ? answer : nil
        }
        if let missing { return ask(.field(missing.field), refusal: missing.refusal) }
        do {
            let submission = try ProductRules.submission(draft, catalog: catalog)
            reviewed = draft
            presenter.presentReview(response: .init(submission: submission))
            ask(.confirm, refusal: nil)
        } catch {
            presenter.presentError(error)
        }
    }

    /// Puts `answer` into the draft when the field's rule takes it; `false` when it is no answer to that field.
    private func accept(
        _ answer: FlowAnswer, for field: ProductField, catalog: ProductCatalog
    ) throws(DomainError)
        -> Bool
    {
        switch (field, answer) {
        case (.title, .text(let text)): draft.title = try ProductRules.title(text)
        case (.description, .text(let text)): draft.description = try ProductRules.description(text)
        case (.vibes, .list(let names)):
            draft.vibes = try ProfileRules.vibes(names.map(Glossary.vibes.name(forInput:)), known: catalog.vibes)
        case (.locations, .list(let names)):
            draft.locations = try ProductRules.locations(
                names.map(Glossary.locations.name(forInput:)), known: catalog.locations)
        case (.images, .files(let files)): draft.images = try ProductRules.images(files)
        case (.thumbnail, .files(let files)): draft.thumbnail = try ProductRules.thumbnail(files)
        case (.options, .list(let typed)): draft.options = try ProductRules.options(TypedPrices.options(typed))
        case (.personPrice, .text(let typed)): draft.personPrice = try ProductRules.personPrice(TypedPrices.won(typed))
        case (.studio, .yesNo(let isStudio)): draft.isStudio = isStudio
        default: return false
        }
        return true
    }

    private func ask(_ step: ProductRegistrationScene.Question.Step, refusal: DomainError?) {
        guard let catalog else { return }
        self.step = step
        presenter.presentQuestion(response: .init(step: step, refusal: refusal, catalog: catalog))
    }

    private nonisolated(nonsending) func submit() async {
        guard let reviewed else { return }
        step = nil
        let (updates, continuation) = AsyncStream<UploadProgress>.makeStream()
        let registration = Task { [registerProduct] () -> Result<ProductDetail, DomainError> in
            defer { continuation.finish() }
            do throws(DomainError) {
                return .success(try await registerProduct.register(reviewed) { continuation.yield($0) })
            } catch {
                return .failure(error)
            }
        }
        for await update in updates {
            presenter.presentProgress(response: update)
        }
        switch await registration.value {
        case .success(let product):
            presenter.presentRegistered(response: .init(product: product, pricing: await fetchPricing()))
        case .failure(let error): presenter.presentError(error)
        }
    }
}
