import SnapFitDomain

/// Loads the profile and the like and reservation counts, all three at once.
public struct FetchMyPage: Sendable {
    private let accounts: any AccountRepository
    private let likes: any LikeRepository
    private let reservations: any ReservationRepository

    public init(accounts: any AccountRepository, likes: any LikeRepository, reservations: any ReservationRepository) {
        self.accounts = accounts
        self.likes = likes
        self.reservations = reservations
    }

    public func callAsFunction() async throws(DomainError) -> MyPage {
        async let user = Concurrently.outcome { () async throws(DomainError) in try await accounts.profile() }
        async let likeCount = Concurrently.outcome { () async throws(DomainError) in try await likes.likeCount() }
        async let reservationCount = Concurrently.outcome { () async throws(DomainError) in
            try await reservations.reservationCount()
        }
        return MyPage(
            user: try await user.get(), likeCount: try await likeCount.get(),
            reservationCount: try await reservationCount.get())
    }
}
