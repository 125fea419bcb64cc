import SnapFitNetworking
import Testing

/// An `Authenticator` whose every call fails the test unless the test sets its behaviour.
public struct StubAuthenticator: Authenticator {
    public var onAccessToken: @Sendable () async -> String? = {
        Issue.record("accessToken() was not expected")
        return nil
    }
    public var onRefresh: @Sendable (String) async throws(NetworkError) -> String = { _ throws(NetworkError) in
        Issue.record("refreshedAccessToken(replacing:) was not expected")
        throw .sessionExpired
    }

    /// Which 401s ask for a refresh: every one unless the test says otherwise.
    public var isExpiry: @Sendable (HTTPFailure) -> Bool = { _ in true }

    public init() {}

    public func accessToken() async -> String? { await onAccessToken() }

    public func refreshes(after failure: HTTPFailure) -> Bool { isExpiry(failure) }

    public func refreshedAccessToken(replacing rejected: String) async throws(NetworkError) -> String {
        try await onRefresh(rejected)
    }
}
