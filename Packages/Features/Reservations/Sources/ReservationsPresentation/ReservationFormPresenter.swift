import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns the booking form's steps into view models.
public protocol ReservationFormPresentationLogic: AnyObject {
    func presentProduct(response: ReservationFormScene.LoadProduct.Response)
    func presentQuestion(response: ReservationFormScene.Question.Response)
    func presentQuote(response: ReservationFormScene.Quote.Response)
    func presentBooked(response: ReservationFormScene.Booked.Response)
    func presentCancelled()
    func presentError(_ error: DomainError)
}

public final class ReservationFormPresenter: ReservationFormPresentationLogic {
    public weak var display: (any ReservationFormDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentProduct(response: ReservationFormScene.LoadProduct.Response) {
        let detail = ProductDetailScene.Load.ViewModel(
            .init(page: ProductPage(product: response.product, makerProducts: []), position: nil),
            prices: PriceFormat(response.pricing, language: language))
        display?.displayProduct(
            viewModel: .init(
                productID: detail.id, title: detail.title, options: detail.options,
                personPriceLabel: detail.personPriceLabel, pricesNotice: detail.pricesNotice))
    }

    public func presentQuestion(response: ReservationFormScene.Question.Response) {
        display?.displayQuestion(viewModel: Self.question(response, language: language))
    }

    public func presentCancelled() {
        display?.displayError(
            viewModel: ErrorViewModel(
                kind: .cancelled, message: language.pick("예약하지 않고 그만두었습니다.", "Stopped: nothing was booked.")))
    }

    public func presentQuote(response: ReservationFormScene.Quote.Response) {
        display?.displayQuote(viewModel: Self.quote(response, language: language))
    }

    public func presentBooked(response: ReservationFormScene.Booked.Response) {
        display?.displayBooked(viewModel: Self.booked(response, language: language))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func question(
        _ response: ReservationFormScene.Question.Response, language: Language
    ) -> ReservationFormScene.Question.ViewModel {
        let prompt: String
        var isOptional = false
        switch response.step {
        case .field(let field):
            isOptional = field.isOptional
            prompt = label(for: field, language: language) + ": "
        case .confirm:
            prompt =
                response.warnings.isEmpty
                ? language.pick("이대로 예약할까요?", "Book it?") : language.pick("그래도 예약할까요?", "Book it anyway?")
        }
        let kind: ReservationFormScene.Question.ViewModel.Kind =
            switch response.step {
            case .field: .text
            // A warning not accepted up front is a question a script cannot answer by running the command.
            case .confirm: response.warnings.isEmpty || response.warningsAccepted ? .confirm : .yesNo
            }
        let note =
            response.warnings.isEmpty
            ? nil : response.warnings.map { warning(for: $0, language) }.joined(separator: " ")
        return .init(
            step: response.step, prompt: prompt, kind: kind, note: note,
            refusal: response.refusal.map { ErrorViewModel($0, language: language) }, isOptional: isOptional)
    }

    /// A field's name with what it takes, as a form labels it: "이메일", "일시 (YYYY-MM-DD HH:MM, 한국 시간)".
    public static func label(for field: BookingField, language: Language) -> String {
        switch field {
        case .option: language.pick("옵션 (촬영 시간, 분)", "Option (minutes)")
        case .time: language.pick("일시 (YYYY-MM-DD HH:MM, 한국 시간)", "When (YYYY-MM-DD HH:MM, Korea time)")
        case .people: language.pick("인원 (전체)", "People (in total)")
        case .email: language.pick("이메일", "Email")
        case .phone: language.pick("전화번호 (없으면 비워 두세요)", "Phone (leave empty to skip)")
        case .place: language.pick("장소", "Place")
        }
    }

    /// Words what a booking may not mean.
    static func warning(for warning: BookingWarning, _ language: Language) -> String {
        let usual = ReservationRules.usualHours
        let hours = String(format: "%02d:00–%02d:00", usual.lowerBound, usual.upperBound)
        return switch warning {
        case .alreadyBooked(let id):
            language.pick(
                "이미 이 상품을 같은 시각에 예약했습니다 (예약 \(id)).",
                "You already booked this product at this time (reservation \(id)).")
        case .farAhead: language.pick("촬영일이 1년도 더 남았습니다.", "The shoot is more than a year away.")
        case .unusualHour:
            language.pick(
                "촬영 시각이 \(hours)(한국 시간) 밖입니다.", "The shoot starts outside \(hours) (Korea time).")
        }
    }

    static func quote(
        _ response: ReservationFormScene.Quote.Response, language: Language
    ) -> ReservationFormScene.Quote.ViewModel {
        let request = response.request
        let prices = PriceFormat(response.pricing, language: language)
        let total = request.option.price + request.personPrice * request.additionalPeople
        let base = prices.label(request.option.price)
        let person = prices.label(request.personPrice)
        // Without a per-person price, more people cost nothing more: the total is the option's price alone.
        let breakdown =
            request.additionalPeople > 0 && request.personPrice > 0
            ? language.pick(
                " (\(base) + \(person) × \(request.additionalPeople)명)",
                " (\(base) + \(person) × \(request.additionalPeople) more)")
            : ""
        return .init(
            productTitle: response.product.title,
            optionLabel: language.pick(
                "\(request.option.minutes)분 · \(base)", "\(request.option.minutes) min · \(base)"),
            timeLabel: KoreaTime.label(request.time), time: KoreaTime.iso8601(request.time),
            people: request.additionalPeople + 1,
            place: request.place, totalPrice: total, totalConverted: prices.converted(total),
            totalLabel: language.pick("총 ", "Total ") + prices.label(total) + breakdown)
    }

    /// Words a booking's outcome.
    static func booked(
        _ response: ReservationFormScene.Booked.Response, language: Language
    ) -> ReservationFormScene.Booked.ViewModel {
        switch response.outcome {
        case .booked(let reservation):
            .init(
                reservationID: reservation.id,
                message: language.pick(
                    "예약이 접수되었습니다. 예약 번호 \(reservation.id)", "Your shoot is booked: reservation \(reservation.id)."),
                reservation: ReservationViewModel(
                    reservation, prices: PriceFormat(response.pricing, language: language)),
                foundAfterLostAnswer: false)
        case .foundAfterLostAnswer(let summary):
            .init(
                reservationID: summary.id,
                message: language.pick(
                    "서버의 응답을 받지 못했지만, 예약 목록에서 예약 번호 \(summary.id)을(를) 찾았습니다. 다시 예약하지 마세요.",
                    "The server's answer was lost, but the booking is in your reservations as \(summary.id): do not book again."
                ), reservation: nil, foundAfterLostAnswer: true)
        }
    }
}
