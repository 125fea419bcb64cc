/// Another user as reservations name them: the customer who booked.
public struct UserSummary: Sendable, Equatable {
    public let id: Int
    public let nickname: String

    public init(id: Int, nickname: String) {
        self.id = id
        self.nickname = nickname
    }
}
