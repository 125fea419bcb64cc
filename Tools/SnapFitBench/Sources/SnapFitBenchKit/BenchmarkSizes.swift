/// How much work each benchmark does: `full` for the figures in the README, `tiny` to prove the suite runs.
public struct BenchmarkSizes: Sendable {
    public let roundTrips: Int
    public let decodes: Int
    public let sourceDelay: Duration
    public let concurrentRefreshes: Int
    public let scrolledProducts: Int
    public let coldStarts: Int
    public let connections: Int
    public let requestsPerConnection: Int
    public let sustainedRequests: Int
    public let slowClients: Int
    public let normalRequests: Int
    public let likePairs: Int
    public let bigStateProducts: Int
    public let bigStateUploadMegabytes: Int
    public let webRenders: Int
    public let webClients: Int
    public let webRequestsPerClient: Int
    /// The body each of eight cookieless uploads claims (row 16).
    public let uploadAttackBytes: Int
    /// Cookieless requests sent after a sign-in (row 16): more than the web app keeps anonymous sessions.
    public let sessionFlood: Int

    public static let full = BenchmarkSizes(
        roundTrips: 2000, decodes: 2000, sourceDelay: .milliseconds(100), concurrentRefreshes: 50,
        scrolledProducts: 10_000, coldStarts: 20, connections: 64, requestsPerConnection: 50,
        sustainedRequests: 100_000, slowClients: 1000, normalRequests: 2000, likePairs: 40, bigStateProducts: 10_000,
        bigStateUploadMegabytes: 50, webRenders: 500, webClients: 50, webRequestsPerClient: 40,
        uploadAttackBytes: 89_128_960, sessionFlood: 5_100)

    public static let tiny = BenchmarkSizes(
        roundTrips: 20, decodes: 20, sourceDelay: .milliseconds(10), concurrentRefreshes: 50,
        scrolledProducts: 100, coldStarts: 2, connections: 4, requestsPerConnection: 2, sustainedRequests: 80,
        slowClients: 10, normalRequests: 16, likePairs: 3, bigStateProducts: 100, bigStateUploadMegabytes: 2,
        webRenders: 5, webClients: 4, webRequestsPerClient: 2, uploadAttackBytes: 1 << 20, sessionFlood: 20)
}
