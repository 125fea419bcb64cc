import SnapFitDomain

/// DEV: the signed-in user's likes, in memory.
public struct MockLikeRepository: LikeRepository {
    private let accounts: MockAccountState
    private let activity: MockActivityState

    init(accounts: MockAccountState, activity: MockActivityState) {
        self.accounts = accounts
        self.activity = activity
    }

    public func likeCount() async throws(DomainError) -> Int {
        await activity.likeCount(userID: try await accounts.signedInUserID())
    }
}
