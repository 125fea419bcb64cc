import SnapFitDomain

/// What a reservation's screen can ask for.
public protocol ReservationDetailBusinessLogic: Sendable {
    func load(request: ReservationDetailScene.Load.Request) async
    /// Cancels with the reason given, checked first; asks for a reason when there is none or it is refused.
    func cancel(request: ReservationDetailScene.Cancel.Request) async
    /// The user stopped before cancelling: the reservation stays as it is.
    func abandonCancellation() async
}

/// Loads a reservation and cancels it.
public final class ReservationDetailInteractor: ReservationDetailBusinessLogic {
    private let presenter: any ReservationDetailPresentationLogic
    private let fetchReservationDetail: FetchReservationDetail
    private let cancelReservation: CancelReservation

    public init(
        presenter: any ReservationDetailPresentationLogic, fetchReservationDetail: FetchReservationDetail,
        cancelReservation: CancelReservation
    ) {
        self.presenter = presenter
        self.fetchReservationDetail = fetchReservationDetail
        self.cancelReservation = cancelReservation
    }

    public func load(request: ReservationDetailScene.Load.Request) async {
        do {
            await presenter.presentReservation(
                response: .init(reservation: try await fetchReservationDetail(id: request.id), cancelled: false))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func cancel(request: ReservationDetailScene.Cancel.Request) async {
        guard let reason = request.reason else { return await presenter.presentReasonQuestion(refusal: nil) }
        do {
            _ = try ReservationRules.reason(reason)
        } catch {
            return await presenter.presentReasonQuestion(refusal: error)
        }
        do {
            let reservation = try await cancelReservation(id: request.id, reason: reason)
            await presenter.presentReservation(response: .init(reservation: reservation, cancelled: true))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func abandonCancellation() async {
        await presenter.presentCancellationAbandoned()
    }
}
