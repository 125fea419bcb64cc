import Foundation
import SnapFitData
import SnapFitNetworking
import SnapFitNetworkingTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Provider {
    /// A SnapFit provider over `session` for tests, at a fixed base URL, never sleeping between retries.
    public static func stub(_ session: StubURLSession) -> Provider {
        SnapFitProvider.make(
            baseURL: URL(string: "http://127.0.0.1:8081")!, session: session, sleeper: ImmediateSleeper())
    }

    /// Like `stub`, signed in with a stored session whose access token is `access`.
    public static func signedIn(_ session: StubURLSession) -> Provider {
        let base = URL(string: "http://127.0.0.1:8081")!
        let store = InMemoryCredentialStore(Credentials(accessToken: "access", refreshToken: "refresh"))
        let authenticator = SnapFitProvider.authenticator(
            baseURL: base, session: session, store: store, sleeper: ImmediateSleeper())
        return SnapFitProvider.make(
            baseURL: base, session: session, authenticator: authenticator, sleeper: ImmediateSleeper())
    }
}
