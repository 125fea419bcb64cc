import SnapFitNetworking
import Testing

/// An `Authenticator` whose every call fails the test unless the test sets its behaviour.
struct StubAuthenticator: Authenticator {
    var onAccessToken: @Sendable () async -> String? = {
        Issue.record("accessToken() was not expected")
        return nil
    }
    var onRefresh: @Sendable (String) async throws(NetworkError) -> String = { _ throws(NetworkError) in
        Issue.record("refreshedAccessToken(replacing:) was not expected")
        throw .sessionExpired
    }

    /// Which 401s ask for a refresh: every one unless the test says otherwise.
    var isExpiry: @Sendable (HTTPFailure) -> Bool = { _ in true }

    func accessToken() async -> String? { await onAccessToken() }

    func refreshes(after failure: HTTPFailure) -> Bool { isExpiry(failure) }

    func refreshedAccessToken(replacing rejected: String) async throws(NetworkError) -> String {
        try await onRefresh(rejected)
    }
}
