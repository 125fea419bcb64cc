import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns a reservation into its view model.
public protocol ReservationDetailPresentationLogic: AnyObject {
    func presentReservation(response: ReservationDetailScene.Response)
    func presentReasonQuestion(refusal: DomainError?)
    func presentCancellationAbandoned()
    func presentError(_ error: DomainError)
}

public final class ReservationDetailPresenter: ReservationDetailPresentationLogic {
    public weak var display: (any ReservationDetailDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentReservation(response: ReservationDetailScene.Response) {
        display?.displayReservation(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentReasonQuestion(refusal: DomainError?) {
        let length = ReservationRules.reasonLength
        display?.displayQuestion(
            viewModel: .init(
                step: .reason,
                prompt: language.pick(
                    "취소 사유 (\(length.lowerBound)–\(length.upperBound)자): ",
                    "Reason (\(length.lowerBound)–\(length.upperBound) characters): "),
                kind: .text, refusal: refusal.map { ErrorViewModel($0, language: language) }))
    }

    public func presentCancellationAbandoned() {
        display?.displayError(
            viewModel: ErrorViewModel(
                kind: .cancelled, message: language.pick("예약을 취소하지 않았습니다.", "The reservation was not cancelled.")))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func viewModel(
        for response: ReservationDetailScene.Response, language: Language
    ) -> ReservationDetailScene.ViewModel {
        let prices = PriceFormat(response.pricing, language: language)
        return .init(
            reservation: ReservationViewModel(response.reservation, prices: prices),
            message: response.cancelled
                ? language.pick("예약을 취소했습니다.", "The reservation is cancelled.") : nil,
            pricesNotice: prices.notice)
    }
}
