import SnapFitDomain
import SnapFitNetworking

/// REAL: the user's reservations over the SnapFit API. A booking is sent once: the provider retries only reads,
/// and a booking whose answer is lost or unreadable is reported as `.bookingOutcomeUnknown`.
public struct RemoteReservationRepository: ReservationRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func reservationCount() async throws(DomainError) -> Int {
        try await provider.send(AccountEndpoints.reservationCount(), overrides: AccountErrorCodes.overrides).count
    }

    public func create(_ request: ReservationRequest) async throws(DomainError) -> Reservation {
        let body = ReservationCreateDTO(
            email: request.email, phoneNumber: request.phone, postId: request.productID, makerId: request.makerID,
            minutes: request.option.minutes, price: request.option.price, person: request.additionalPeople,
            personPrice: request.personPrice, reservationLocation: request.place,
            reservationTime: WireTime.request(request.time))
        let endpoint = ReservationEndpoints.create(body)
        let detail: ReservationDetailDTO
        do throws(NetworkError) {
            detail = try await provider.request(endpoint)
        } catch .timedOut, .connectionLost, .invalidAnswer {
            throw .bookingOutcomeUnknown
        } catch {
            throw error.toDomain(overrides: ReservationErrorCodes.overrides, path: endpoint.path)
        }
        return try detail.toDomain()
    }

    public func myReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        try await provider.send(
            ReservationEndpoints.mine(limit: page.limit, offset: page.offset),
            overrides: ReservationErrorCodes.customerList
        ).toDomain(askedFor: page.limit)
    }

    public func reservation(id: Int) async throws(DomainError) -> Reservation {
        try await send(ReservationEndpoints.detail(id: id)).toDomain()
    }

    public func cancel(id: Int, reason: String) async throws(DomainError) -> Reservation {
        try await send(ReservationEndpoints.cancel(id: id, reason: reason)).toDomain()
    }

    private func send<E: Requestable & Responsible>(_ endpoint: E) async throws(DomainError) -> E.Response {
        try await provider.send(endpoint, overrides: ReservationErrorCodes.overrides)
    }
}
