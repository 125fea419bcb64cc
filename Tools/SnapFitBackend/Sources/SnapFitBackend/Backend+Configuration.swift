import Foundation
import SnapFitFixtures

extension Backend {
    /// What a backend starts from.
    public struct Configuration: Sendable {
        /// Access-token lifetime in seconds.
        public var accessTTL: Int
        /// Refresh-token lifetime in seconds.
        public var refreshTTL: Int
        /// The file that holds the whole state, or `nil` for memory only.
        public var dataFile: String?
        /// Whether other processes use `dataFile` at the same time.
        public var sharing: Sharing
        /// The clock behind every expiry, `@Future` check and timestamp.
        public var now: @Sendable () -> Date
        /// Waits the given seconds; used only by `.delay` faults.
        public var sleep: @Sendable (Double) async -> Void
        /// The seed data of a fresh state and the reference tables.
        public var catalog: SeedCatalog
        /// The HMAC secret of a fresh state (a loaded data file brings its own).
        public var jwtSecret: [UInt8]
        /// `scheme://host[:port]` the backend is reached at, for the file URLs it hands out.
        public var publicOrigin: String
        /// Told the cause of every 500 the backend answers, as the real server's log would show it.
        public var reportServerError: @Sendable (String) -> Void
        /// Faults put into the answers to some routes from the start (`setFault(_:for:)` changes them).
        public var faults: [RouteFault]
        /// The exchange rates `GET /api/latest.json` serves: units of each currency per US dollar.
        public var exchangeRates: [String: Double]
        /// The features' tables and routes (the generated `BackendFeature.installed` in an app).
        package var features: [BackendFeature] = []
        /// The DEV scenario a fresh state is shaped for (and its faults put in), if any.
        public var scenario: DevScenario?

        public init(
            accessTTL: Int, refreshTTL: Int, dataFile: String?, sharing: Sharing = .singleProcess,
            now: @escaping @Sendable () -> Date,
            sleep: @escaping @Sendable (Double) async -> Void = { try? await Task.sleep(for: .seconds($0)) },
            catalog: SeedCatalog = .standard, jwtSecret: [UInt8] = Configuration.randomSecret(),
            publicOrigin: String = "http://127.0.0.1:8081",
            reportServerError: @escaping @Sendable (String) -> Void = { _ in }, faults: [RouteFault] = [],
            exchangeRates: [String: Double] = Configuration.standardRates
        ) {
            self.accessTTL = accessTTL
            self.refreshTTL = refreshTTL
            self.dataFile = dataFile
            self.sharing = sharing
            self.now = now
            self.sleep = sleep
            self.catalog = catalog
            self.jwtSecret = jwtSecret
            self.publicOrigin = publicOrigin
            self.reportServerError = reportServerError
            self.faults = faults
            self.exchangeRates = exchangeRates
        }

        /// The sandbox's fixed rates per US dollar.
        public static let standardRates: [String: Double] = ["KRW": 1380, "USD": 1, "EUR": 0.95, "JPY": 155]

        /// 32 random bytes.
        public static func randomSecret() -> [UInt8] {
            var generator = SystemRandomNumberGenerator()
            return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        }
    }

    /// Who uses a data file.
    public enum Sharing: Sendable, Equatable {
        /// This process alone: the file is read once at start, and the state in memory is the truth.
        case singleProcess
        /// Several processes at once: each request locks the file (`<dataFile>.lock`), reads it again when another
        /// process changed it, and saves its own change before letting go.
        case shared
    }
}
