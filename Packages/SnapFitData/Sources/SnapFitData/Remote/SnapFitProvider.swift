import Foundation
import SnapFitNetworking

/// Builds the `Provider` that speaks the SnapFit wire contract.
public enum SnapFitProvider {
    /// GETs are retried twice on transport failures and 5xx, after 200 ms and then 400 ms.
    static func retryPolicy(sleeper: any Sleeper) -> RetryPolicy {
        RetryPolicy(maxRetries: 2, baseDelay: .milliseconds(200), maxDelay: .seconds(1), sleeper: sleeper)
    }

    /// A provider for the server root `baseURL`, reading SnapFit and Spring error bodies.
    public static func make(
        baseURL: URL, session: any URLSessionable, authenticator: (any Authenticator)? = nil,
        logger: (any NetworkLogger)? = nil, sleeper: any Sleeper = TaskSleeper()
    ) -> Provider {
        Provider(
            baseURL: baseURL, session: session, serverErrorDecoder: .snapFit, authenticator: authenticator,
            retryPolicy: retryPolicy(sleeper: sleeper), logger: logger)
    }
}
