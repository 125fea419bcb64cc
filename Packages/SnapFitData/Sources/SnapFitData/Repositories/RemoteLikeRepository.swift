import SnapFitDomain
import SnapFitNetworking

/// REAL: the number of the user's likes.
public struct RemoteLikeRepository: LikeRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func likeCount() async throws(DomainError) -> Int {
        try await provider.send(AccountEndpoints.likeCount(), overrides: AccountErrorCodes.overrides).count
    }
}
