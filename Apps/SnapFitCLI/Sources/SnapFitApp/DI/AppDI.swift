import Foundation
import SnapFitFixtures
import SnapFitNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The composition root: the only type that sees every package. It picks the phase once, builds that phase's
/// repositories, and hands out use cases and scenes over them (one `AppDI+<Scene>.swift` extension per scene).
public final class AppDI: Sendable {
    public let configuration: AppConfiguration
    let repositories: Repositories

    /// DEV wires the mock repositories over the seeded catalog; REAL wires the HTTP provider over `session`,
    /// waiting between retries of a failed read with `sleeper`.
    public init(configuration: AppConfiguration, session: any URLSessionable, sleeper: any Sleeper) {
        self.configuration = configuration
        switch configuration.phase {
        case .dev:
            repositories = .mock(catalog: SeedCatalog.standard)
        case .real:
            repositories = .remote(baseURL: configuration.baseURL, session: session, sleeper: sleeper)
        }
    }

    /// REAL sends through `session` and waits between retries for real.
    public convenience init(configuration: AppConfiguration, session: any URLSessionable) {
        self.init(configuration: configuration, session: session, sleeper: TaskSleeper())
    }

    /// The process's root: REAL sends through a `URLSession` made by `makeURLSession()`.
    public convenience init(configuration: AppConfiguration) {
        self.init(configuration: configuration, session: Self.makeURLSession())
    }

    /// An ephemeral session that gives up on a silent request after 10 s and on any request after 30 s.
    public static func makeURLSession() -> URLSession {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = 10
        sessionConfiguration.timeoutIntervalForResource = 30
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: sessionConfiguration)
    }
}
