import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns pages of bookings into view models.
public protocol MyReservationsPresentationLogic: AnyObject {
    func presentReservations(response: MyReservationsScene.Response)
    func presentError(_ error: DomainError)
}

public final class MyReservationsPresenter: MyReservationsPresentationLogic {
    public weak var display: (any MyReservationsDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentReservations(response: MyReservationsScene.Response) {
        display?.displayReservations(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func viewModel(
        for response: MyReservationsScene.Response, language: Language
    ) -> MyReservationsScene.ViewModel {
        let prices = PriceFormat(response.pricing, language: language)
        return .init(
            title: language.pick("예약 내역", "My reservations"),
            rows: response.reservations.map { reservation in
                let (status, label) = ReservationStatusLabel.text(reservation.status, language: language)
                let total = response.totals[reservation.id]
                return .init(
                    id: reservation.id, productTitle: reservation.product.title,
                    thumbnail: reservation.product.thumbnailURL?.absoluteString,
                    timeLabel: KoreaTime.label(reservation.time), time: KoreaTime.iso8601(reservation.time),
                    status: status, statusLabel: label, totalPrice: total,
                    totalLabel: total.map { Labels.total(language) + prices.label($0) })
            },
            isAtEnd: response.isAtEnd,
            empty: response.reservations.isEmpty
                ? language.pick("아직 예약이 없습니다.", "No reservations yet.") : nil,
            pricesNotice: prices.notice)
    }
}
