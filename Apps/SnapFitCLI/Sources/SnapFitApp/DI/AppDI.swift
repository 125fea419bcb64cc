import Foundation
import SnapFitData
import SnapFitDomain
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
    /// One for the whole process, so like toggles on a product collapse wherever they come from.
    let setLike: SetLike

    /// DEV wires the mock repositories over the seeded catalog; REAL wires the HTTP provider over `session`,
    /// waiting between retries of a failed read with `sleeper`, and keeps the session in the home folder.
    /// A problem with the home folder's files is worded in the configured language and handed to `warn`.
    /// `session` is made only for REAL: DEV starts without any networking.
    public init(
        configuration: AppConfiguration, session: @autoclosure () -> any URLSessionable, sleeper: any Sleeper,
        warn: @escaping @Sendable (String) -> Void = AppDI.writeToStandardError
    ) {
        self.configuration = configuration
        let repositories: Repositories
        switch configuration.phase {
        case .dev:
            repositories = .mock(catalog: SeedCatalog.standard)
        case .real:
            let language = configuration.language
            repositories = .remote(
                baseURL: configuration.baseURL, home: configuration.home, session: session(), sleeper: sleeper,
                warn: { warning in warn(HomeWarningText.line(for: warning, language: language)) })
        }
        self.repositories = repositories
        setLike = SetLike(likes: repositories.likes)
    }

    /// REAL sends through `session` and waits between retries for real.
    public convenience init(configuration: AppConfiguration, session: @autoclosure () -> any URLSessionable) {
        self.init(configuration: configuration, session: session(), sleeper: TaskSleeper())
    }

    /// Writes a warning line to standard error, where it never mixes with `--json` output.
    @Sendable public static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
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
