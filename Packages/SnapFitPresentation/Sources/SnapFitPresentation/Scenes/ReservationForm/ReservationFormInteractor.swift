import SnapFitDomain

/// What the booking form can ask for.
public protocol ReservationFormBusinessLogic: Sendable {
    func loadProduct(request: ReservationFormScene.LoadProduct.Request) async
    func check(request: ReservationFormScene.Check.Request) async
    func quote(request: ReservationFormScene.Quote.Request) async
    func submit(request: ReservationFormScene.Submit.Request) async
}

/// Runs the booking use case step by step: the product, the fields, the total, the booking.
public final class ReservationFormInteractor: ReservationFormBusinessLogic {
    private let presenter: any ReservationFormPresentationLogic
    private let makeReservation: MakeReservation

    public init(presenter: any ReservationFormPresentationLogic, makeReservation: MakeReservation) {
        self.presenter = presenter
        self.makeReservation = makeReservation
    }

    public func loadProduct(request: ReservationFormScene.LoadProduct.Request) async {
        do {
            await presenter.presentProduct(
                response: .init(product: try await makeReservation.product(id: request.productID)))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func check(request: ReservationFormScene.Check.Request) async {
        do {
            try makeReservation.check(request.draft)
            await presenter.presentFieldsAccepted()
        } catch {
            await presenter.presentError(error)
        }
    }

    public func quote(request: ReservationFormScene.Quote.Request) async {
        do {
            let product = try await makeReservation.product(id: request.draft.productID)
            let booking = try makeReservation.request(for: request.draft, product: product)
            await presenter.presentQuote(response: .init(product: product, request: booking))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func submit(request: ReservationFormScene.Submit.Request) async {
        do {
            await presenter.presentBooked(response: .init(outcome: try await makeReservation(request.draft)))
        } catch {
            await presenter.presentError(error)
        }
    }
}
