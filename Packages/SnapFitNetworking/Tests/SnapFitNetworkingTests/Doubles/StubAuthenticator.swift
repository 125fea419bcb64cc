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

    func accessToken() async -> String? { await onAccessToken() }

    func refreshedAccessToken(replacing rejected: String) async throws(NetworkError) -> String {
        try await onRefresh(rejected)
    }
}
