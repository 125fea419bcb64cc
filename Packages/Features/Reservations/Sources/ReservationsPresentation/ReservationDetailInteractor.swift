import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a reservation's screen can ask for. Cancelling is a flow: `answer` gives the reason asked for, and `cancel()`
/// stops it with the reservation as it was.
public protocol ReservationDetailBusinessLogic: FlowBusinessLogic {
    nonisolated(nonsending) func load(request: ReservationDetailScene.Load.Request) async
    /// Cancels with the reason given, checked first; asks for a reason when there is none or it is refused.
    nonisolated(nonsending) func cancelReservation(request: ReservationDetailScene.Cancel.Request) async
}

/// Loads a reservation and cancels it, keeping which one while it asks for the reason.
public final class ReservationDetailInteractor: ReservationDetailBusinessLogic {
    private let presenter: any ReservationDetailPresentationLogic
    private let fetchReservationDetail: FetchReservationDetail
    private let cancelReservation: CancelReservation
    private let fetchPricing: FetchPricing
    /// The reservation whose cancellation asks for a reason now.
    private var asking: Int?

    public init(
        presenter: any ReservationDetailPresentationLogic, fetchReservationDetail: FetchReservationDetail,
        cancelReservation: CancelReservation, fetchPricing: FetchPricing
    ) {
        self.fetchPricing = fetchPricing
        self.presenter = presenter
        self.fetchReservationDetail = fetchReservationDetail
        self.cancelReservation = cancelReservation
    }

    public nonisolated(nonsending) func load(request: ReservationDetailScene.Load.Request) async {
        do {
            let reservation = try await fetchReservationDetail(id: request.id)
            presenter.presentReservation(
                response: .init(reservation: reservation, cancelled: false, pricing: await fetchPricing()))
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func cancelReservation(request: ReservationDetailScene.Cancel.Request) async {
        asking = request.id
        guard let reason = request.reason else { return presenter.presentReasonQuestion(refusal: nil) }
        do {
            _ = try ReservationRules.reason(reason)
        } catch {
            return presenter.presentReasonQuestion(refusal: error)
        }
        asking = nil
        do {
            let reservation = try await cancelReservation(id: request.id, reason: reason)
            presenter.presentReservation(
                response: .init(reservation: reservation, cancelled: true, pricing: await fetchPricing()))
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func answer(request: FlowAnswer) async {
        guard let id = asking else { return }
        guard case .text(let reason) = request else { return presenter.presentReasonQuestion(refusal: nil) }
        await cancelReservation(request: .init(id: id, reason: reason))
    }

    public func cancel() {
        guard asking != nil else { return }
        asking = nil
        presenter.presentCancellationAbandoned()
    }
}
