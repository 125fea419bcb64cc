import Foundation
import SnapFitBackend
import SnapFitHTTPServer

/// How to run a sandbox: where it listens, how long its tokens live, where it keeps its state and what time it is.
public struct SandboxOptions: Sendable {
    /// The address to listen on, `127.0.0.1` for loopback only.
    public var host: String
    /// The TCP port; 0 picks a free one.
    public var port: UInt16
    /// Access-token lifetime in seconds (the server's local profile uses 1000).
    public var accessTTL: Int
    /// Refresh-token lifetime in seconds (the server's local profile uses 10000).
    public var refreshTTL: Int
    /// A file that holds the whole state across restarts; `nil` keeps it in memory only.
    public var dataFile: String?
    /// Whether each request is logged to standard error.
    public var logRequests: Bool
    /// The clock behind token expiry, upload-URL expiry, `@Future` checks and timestamps.
    public var now: @Sendable () -> Date
    /// The address clients reach the sandbox at, for the file URLs it hands out; `nil` is `http://HOST:PORT`.
    public var publicURL: URL?
    /// Told the cause of every 500 (a contract quirk, or a data file that cannot be written).
    public var reportError: @Sendable (String) -> Void
    /// Faults put into the answers to some routes, for trying a client against a bad server.
    public var faults: [RouteFault] = []
    /// The exchange rates served at `/api/latest.json`, per US dollar.
    public var exchangeRates = Backend.Configuration.standardRates

    public init(
        host: String = "127.0.0.1", port: UInt16 = 0, accessTTL: Int = 1000, refreshTTL: Int = 10000,
        dataFile: String? = nil, logRequests: Bool = false, now: @escaping @Sendable () -> Date = { Date() },
        publicURL: URL? = nil,
        reportError: @escaping @Sendable (String) -> Void = { StandardErrorLogger().log("snapfit-sandbox: " + $0) }
    ) {
        self.host = host
        self.port = port
        self.accessTTL = accessTTL
        self.refreshTTL = refreshTTL
        self.dataFile = dataFile
        self.logRequests = logRequests
        self.now = now
        self.publicURL = publicURL
        self.reportError = reportError
    }
}
