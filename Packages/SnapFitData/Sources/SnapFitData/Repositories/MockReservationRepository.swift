import SnapFitDomain

/// DEV: the signed-in user's bookings, in memory, with the server's rules: the maker, the option and the
/// per-person price must match the product; only the customer cancels, once.
public struct MockReservationRepository: ReservationRepository {
    private let catalog: MockCatalog
    private let accounts: MockAccountState
    private let activity: MockActivityState

    init(catalog: MockCatalog, accounts: MockAccountState, activity: MockActivityState) {
        self.catalog = catalog
        self.accounts = accounts
        self.activity = activity
    }

    public func reservationCount() async throws(DomainError) -> Int {
        await activity.reservationCount(userID: try await accounts.signedInUserID())
    }

    public func create(_ request: ReservationRequest) async throws(DomainError) -> Reservation {
        let userID = try await accounts.signedInUserID()
        guard let product = await catalog.product(id: request.productID) else { throw .productNotFound }
        let matches =
            request.makerID == product.makerId && request.personPrice == product.personPrice
            && product.prices.contains { $0.minutes == request.option.minutes && $0.price == request.option.price }
        guard matches else { throw .priceChanged }
        return try await reservation(await activity.book(request, customerID: userID), for: userID)
    }

    public func myReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        let userID = try await accounts.signedInUserID()
        var rows: [ReservationSummary] = []
        for booking in await activity.bookings(ofCustomer: userID).page(page) {
            let product = try await summary(of: booking.request.productID, for: userID)
            rows.append(
                ReservationSummary(id: booking.id, product: product, time: booking.request.time, status: booking.status)
            )
        }
        return rows
    }

    public func reservation(id: Int) async throws(DomainError) -> Reservation {
        let userID = try await accounts.signedInUserID()
        return try await reservation(try await activity.booking(id: id, seenBy: userID), for: userID)
    }

    public func cancel(id: Int, reason: String) async throws(DomainError) -> Reservation {
        let userID = try await accounts.signedInUserID()
        return try await reservation(try await activity.cancel(id: id, by: userID, reason: reason), for: userID)
    }

    private func reservation(_ booking: MockBooking, for userID: Int) async throws(DomainError) -> Reservation {
        let request = booking.request
        let product = try await summary(of: request.productID, for: userID)
        return Reservation(
            id: booking.id, product: product, maker: product.maker,
            customer: UserSummary(id: booking.customerID, nickname: await accounts.nickname(of: booking.customerID)),
            optionPrice: request.option.price, optionMinutes: nil, additionalPeople: request.additionalPeople,
            personPrice: request.personPrice, place: request.place, time: request.time, email: request.email,
            phone: request.phone, status: booking.status)
    }

    private func summary(of productID: Int, for userID: Int) async throws(DomainError) -> ProductSummary {
        guard let product = await catalog.product(id: productID) else { throw .productNotFound }
        return catalog.summary(product, liked: await activity.isLiked(productID: productID, by: userID))
    }
}
