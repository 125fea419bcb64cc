import SnapFitDomain

/// Turns the booking form's steps into view models.
@MainActor
public protocol ReservationFormPresentationLogic: AnyObject, Sendable {
    func presentProduct(response: ReservationFormScene.LoadProduct.Response)
    func presentFieldsAccepted()
    func presentQuote(response: ReservationFormScene.Quote.Response)
    func presentBooked(response: ReservationConfirmationScene.Response)
    func presentError(_ error: DomainError)
}

@MainActor
public final class ReservationFormPresenter: ReservationFormPresentationLogic {
    public weak var display: (any ReservationFormDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentProduct(response: ReservationFormScene.LoadProduct.Response) {
        let detail = ProductDetailPresenter.viewModel(
            for: .init(page: ProductPage(product: response.product, makerProducts: []), position: nil),
            language: language)
        display?.displayProduct(
            viewModel: .init(
                productID: detail.id, title: detail.title, options: detail.options,
                personPriceLabel: detail.personPriceLabel))
    }

    public func presentFieldsAccepted() {
        display?.displayFieldsAccepted()
    }

    public func presentQuote(response: ReservationFormScene.Quote.Response) {
        display?.displayQuote(viewModel: Self.quote(response, language: language))
    }

    public func presentBooked(response: ReservationConfirmationScene.Response) {
        display?.displayBooked(viewModel: ReservationConfirmationPresenter.viewModel(for: response, language: language))
    }

    public func presentError(_ error: DomainError) {
        var field: String?
        if case .validation(let validation) = error { field = validation.field.rawValue }
        display?.displayError(viewModel: ErrorViewModel(error, language: language), field: field)
    }

    nonisolated static func quote(
        _ response: ReservationFormScene.Quote.Response, language: Language
    ) -> ReservationFormScene.Quote.ViewModel {
        let request = response.request
        let total = request.option.price + request.personPrice * request.additionalPeople
        let base = Money.label(request.option.price, language: language)
        let breakdown =
            request.additionalPeople > 0
            ? language.pick(
                " (\(base) + \(Money.label(request.personPrice, language: language)) × \(request.additionalPeople)명)",
                " (\(base) + \(Money.label(request.personPrice, language: language)) × \(request.additionalPeople) more)"
            )
            : ""
        return .init(
            productTitle: response.product.title,
            optionLabel: language.pick(
                "\(request.option.minutes)분 · \(base)", "\(request.option.minutes) min · \(base)"),
            timeLabel: KoreaTime.format(request.time) + " (KST)", people: request.additionalPeople + 1,
            place: request.place, totalPrice: total,
            totalLabel: language.pick("총 ", "Total ") + Money.label(total, language: language) + breakdown)
    }
}
