import SnapFitDomain

/// DEV: the signed-in user's reservations, in memory.
public struct MockReservationRepository: ReservationRepository {
    private let accounts: MockAccountState
    private let activity: MockActivityState

    init(accounts: MockAccountState, activity: MockActivityState) {
        self.accounts = accounts
        self.activity = activity
    }

    public func reservationCount() async throws(DomainError) -> Int {
        await activity.reservationCount(userID: try await accounts.signedInUserID())
    }
}
