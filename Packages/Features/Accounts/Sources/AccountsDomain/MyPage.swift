import SnapFitDomain

/// The user's own page: the profile and how many products they liked and reservations they made.
public struct MyPage: Sendable, Equatable {
    public let user: User
    /// May exceed the number of liked products listed: it also counts likes on hidden products.
    public let likeCount: Int
    public let reservationCount: Int

    public init(user: User, likeCount: Int, reservationCount: Int) {
        self.user = user
        self.likeCount = likeCount
        self.reservationCount = reservationCount
    }
}
