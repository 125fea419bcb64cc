import SnapFitDomain

/// Words a booking's outcome; the booking form presents it when a booking ends.
public enum ReservationConfirmationPresenter {
    public static func viewModel(
        for response: ReservationConfirmationScene.Response, language: Language
    ) -> ReservationConfirmationScene.ViewModel {
        switch response.outcome {
        case .booked(let reservation):
            .init(
                reservationID: reservation.id,
                message: language.pick(
                    "예약이 접수되었습니다. 예약 번호 \(reservation.id)", "Your shoot is booked: reservation \(reservation.id)."),
                reservation: ReservationViewModel(reservation, language: language), foundAfterLostAnswer: false)
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
