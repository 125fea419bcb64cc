import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns the maker's bookings into view models.
public protocol MakerReservationsPresentationLogic: AnyObject {
    func presentReservations(response: MakerReservationsScene.Load.Response)
    func presentError(_ error: DomainError)
}

public final class MakerReservationsPresenter: MakerReservationsPresentationLogic {
    public weak var display: (any MakerReservationsDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentReservations(response: MakerReservationsScene.Load.Response) {
        display?.displayReservations(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func viewModel(
        for response: MakerReservationsScene.Load.Response, language: Language
    ) -> MakerReservationsScene.Load.ViewModel {
        let prices = PriceFormat(response.pricing, language: language)
        return .init(
            title: language.pick(
                "받은 예약 (\(response.reservations.count))", "Bookings on my products (\(response.reservations.count))"),
            reservations: response.reservations.map { ReservationViewModel($0, prices: prices) },
            empty: response.reservations.isEmpty ? language.pick("아직 받은 예약이 없습니다.", "No bookings yet.") : nil,
            pricesNotice: response.reservations.isEmpty ? nil : prices.notice)
    }
}
