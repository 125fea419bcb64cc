/// How often an idempotent request is tried again after a transient failure, and how long to wait before each try.
///
/// Only `GET` requests are retried, and only after a transport failure or a 5xx answer; the wait before retry `n`
/// (counting from 0) is `baseDelay · 2ⁿ`, capped at `maxDelay`.
public struct RetryPolicy: Sendable {
    public let maxRetries: Int
    public let baseDelay: Duration
    public let maxDelay: Duration
    let sleeper: any Sleeper

    public init(maxRetries: Int, baseDelay: Duration, maxDelay: Duration, sleeper: any Sleeper = TaskSleeper()) {
        self.maxRetries = max(0, maxRetries)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.sleeper = sleeper
    }

    /// Never retries.
    public static let none = RetryPolicy(maxRetries: 0, baseDelay: .zero, maxDelay: .zero)

    /// The wait before retry `retry` (0 for the first retry).
    public func delay(beforeRetry retry: Int) -> Duration {
        var delay = baseDelay
        for _ in 0..<max(0, retry) where delay < maxDelay {
            delay *= 2
        }
        return min(delay, maxDelay)
    }

    func shouldRetry(_ error: NetworkError, method: HTTPMethod, retriesSoFar: Int) -> Bool {
        method.isRetriable && error.isTransient && retriesSoFar < maxRetries
    }
}
