import Foundation
import SnapFitNetworking

/// Builds the `Provider` that speaks the SnapFit wire contract.
public enum SnapFitProvider {
    /// GETs are retried twice on transport failures and 5xx, after 200 ms and then 400 ms.
    static func retryPolicy(sleeper: any Sleeper) -> RetryPolicy {
        RetryPolicy(maxRetries: 2, baseDelay: .milliseconds(200), maxDelay: .seconds(1), sleeper: sleeper)
    }

    /// A provider for the server root `baseURL`, reading SnapFit and Spring error bodies, and keeping its decoded
    /// answers in `decodedBodies` when given.
    public static func make(
        baseURL: URL, session: any URLSessionable, authenticator: (any Authenticator)? = nil,
        logger: (any NetworkLogger)? = nil, sleeper: any Sleeper = TaskSleeper(), decodedBodies: DecodedBodies? = nil
    ) -> Provider {
        Provider(
            baseURL: baseURL, session: session, serverErrorDecoder: .snapFit, authenticator: authenticator,
            retryPolicy: retryPolicy(sleeper: sleeper), logger: logger, decodedBodies: decodedBodies)
    }
}

extension SnapFitProvider {
    /// Authenticates with the session in `store`, renewing it at `GET /refresh/token` (single-flight) when the
    /// server answers 401 with code 3 (expired or invalid token; contract §2.4); a failed renewal clears the session.
    public static func authenticator(
        baseURL: URL, session: any URLSessionable, store: any CredentialStore, sleeper: any Sleeper = TaskSleeper()
    ) -> BearerAuthenticator {
        let refresher = make(baseURL: baseURL, session: session, sleeper: sleeper)
        return BearerAuthenticator(store: store, isExpiry: { $0.serverError?.code == 3 }) {
            (credentials) throws(NetworkError) in
            let tokens = try await refresher.request(AccountEndpoints.refresh(refreshToken: credentials.refreshToken))
            return Credentials(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken)
        }
    }
}
