import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// What the booking form can be asked to do. The form is a flow that the interactor drives: a screen shows what it
/// presents and feeds the user's answers back.
public protocol ReservationFormBusinessLogic: FlowBusinessLogic {
    /// Loads the product once, checks the answers given up front in the form's order, and asks for the first field
    /// that is missing or refused (or, with all of them, shows the total and asks to confirm).
    nonisolated(nonsending) func start(request: ReservationFormScene.Start.Request) async
}

/// Runs the booking form: the product fetched once and kept, each field checked when it is entered, the total, then
/// one booking.
public final class ReservationFormInteractor: ReservationFormBusinessLogic {
    private let presenter: any ReservationFormPresentationLogic
    private let makeReservation: MakeReservation
    private let fetchPricing: FetchPricing
    private var product: ProductDetail?
    private var pricing = Pricing.won()
    private var answers = FormAnswers<BookingField, String>()
    /// The question on screen, and what a yes to the confirmation books.
    private var step: ReservationFormScene.Question.Step?
    private var quoted: ReservationRequest?
    private var warnings: [BookingWarning] = []
    private var acceptsWarnings = false

    public init(
        presenter: any ReservationFormPresentationLogic, makeReservation: MakeReservation, fetchPricing: FetchPricing
    ) {
        self.presenter = presenter
        self.makeReservation = makeReservation
        self.fetchPricing = fetchPricing
    }

    public nonisolated(nonsending) func start(request: ReservationFormScene.Start.Request) async {
        (product, answers, step, quoted) = (nil, FormAnswers(given: request.answers), nil, nil)
        (warnings, acceptsWarnings) = ([], request.acceptsWarnings)
        do {
            let product = try await makeReservation.product(id: request.productID)
            self.product = product
            pricing = await fetchPricing()
            presenter.presentProduct(response: .init(product: product, pricing: pricing))
        } catch {
            presenter.presentError(error)
            return
        }
        await advance()
    }

    /// A field is checked at once and asked again when refused; a yes to the confirmation books exactly what the
    /// total showed.
    public nonisolated(nonsending) func answer(request: FlowAnswer) async {
        switch (step, request) {
        case (.field(let field)?, .text(let text)):
            step = nil
            answers.give(text, for: field)
            await advance()
        case (.confirm?, .yesNo(true)):
            await submit()
        case (.confirm?, .yesNo(false)):
            cancel()
        default:
            // An answer that fits no question on screen changes nothing; the question stays.
            if let step { ask(step, refusal: nil) }
        }
    }

    public func cancel() {
        guard step != nil else { return }
        step = nil
        presenter.presentCancelled()
    }

    /// Checks the given answers in the form's order and asks for the first field missing or refused; with every
    /// field accepted, shows the total and asks to confirm, saying what the booking may not mean.
    private nonisolated(nonsending) func advance() async {
        guard let product else { return }
        let missing = answers.next { (field, answer) throws(DomainError) in
            if !(answer.isEmpty && field.isOptional) {
                try makeReservation.check(field, answer: answer, product: product)
            }
            return answer
        }
        if let missing { return ask(.field(missing.field), refusal: missing.refusal) }
        let request: ReservationRequest
        do {
            request = try makeReservation.request(
                for: ReservationDraft(productID: product.id, answers: answers.accepted), product: product)
        } catch {
            step = nil
            presenter.presentError(error)
            return
        }
        quoted = request
        warnings = await makeReservation.warnings(for: request)
        presenter.presentQuote(response: .init(product: product, request: request, pricing: pricing))
        ask(.confirm, refusal: nil)
    }

    private func ask(_ step: ReservationFormScene.Question.Step, refusal: DomainError?) {
        self.step = step
        presenter.presentQuestion(
            response: .init(
                step: step, refusal: refusal, warnings: step == .confirm ? warnings : [],
                warningsAccepted: acceptsWarnings))
    }

    private nonisolated(nonsending) func submit() async {
        guard let quoted else { return }
        step = nil
        do {
            presenter.presentBooked(response: .init(outcome: try await makeReservation.book(quoted), pricing: pricing))
        } catch {
            presenter.presentError(error)
        }
    }
}
