import Foundation
import SnapFitBackend
import SnapFitData
import SnapFitDevServer
import SnapFitDomain
import SnapFitNetworking
import SnapFitPresentation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The composition root: the only type that sees every package. It picks the phase once and builds the same remote
/// repositories for both: REAL sends over HTTP to the base URL, DEV through `InProcessSession` to the backend in
/// this process. As `AppServices`, it hands out their use cases, and the scenes over them (`AppServices+Scenes.swift`).
public final class AppDI: AppServices {
    public let configuration: AppConfiguration
    let repositories: Repositories
    /// DEV only: the in-process backend and its files.
    let dev: DevServer?
    public let watchClock: WatchClock

    public var useCases: UseCaseFactory { repositories.useCases }
    /// The language in force: this run's `--lang`, else the saved setting, else the machine's.
    public var language: Language {
        useCases.makeFetchPreferences()().language.map(Language.init) ?? configuration.language
    }

    /// REAL sends through `session`, waiting between retries of a failed read with `sleeper`; DEV never makes
    /// `session`. Each phase keeps its session, device id and browsing in its own folder of the home (DEV's in
    /// `dev/`, beside its backend state). A problem with those files is worded in the configured language and
    /// handed to `warn`. Watches poll by `watchClock`.
    public init(
        configuration: AppConfiguration, session: @autoclosure () -> any URLSessionable, sleeper: any Sleeper,
        watchClock: WatchClock = .continuous, warn: @escaping @Sendable (String) -> Void = AppDI.writeToStandardError
    ) {
        self.configuration = configuration
        self.watchClock = watchClock
        let language = configuration.language
        let homeWarning: @Sendable (HomeWarning) -> Void = { warning in
            warn(HomeWarningText.line(for: warning, language: language))
        }
        switch configuration.phase {
        case .dev:
            let variable = ProcessInfo.processInfo.environment[DevServer.faultsVariable] ?? ""
            let faults = RouteFault.list(variable)
            if faults == nil { warn(CLIWords.devFaultsIgnored(DevServer.faultsVariable).text(in: language)) }
            let dev = DevServer(home: configuration.home, faults: faults ?? []) {
                DevText.stateFileProblem($0, language: language)
            }
            if !dev.isPersistent { warn(HomeText.devHomeNotWritable(dev.folder.path, language: language)) }
            // An unwritable home was reported once already; its files' own warnings would only repeat it.
            let filesWarning: @Sendable (HomeWarning) -> Void
            if dev.isPersistent { filesWarning = homeWarning } else { filesWarning = { _ in } }
            self.dev = dev
            repositories = .remote(
                baseURL: DevServer.origin, folder: dev.folder, session: dev.session, sleeper: sleeper,
                preferences: configuration.preferences, ratesURL: nil, warn: filesWarning)
        case .real:
            dev = nil
            repositories = .remote(
                baseURL: configuration.baseURL, folder: configuration.home, session: session(), sleeper: sleeper,
                preferences: configuration.preferences, ratesURL: configuration.ratesURL, warn: homeWarning)
        }
    }

    /// REAL sends through `session` and waits between retries for real.
    public convenience init(configuration: AppConfiguration, session: @autoclosure () -> any URLSessionable) {
        self.init(configuration: configuration, session: session(), sleeper: TaskSleeper())
    }

    /// Writes a warning line to standard error, where it never mixes with `--json` output.
    @Sendable public static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The process's root: REAL sends through the session made by `makeSession()`.
    public convenience init(configuration: AppConfiguration) {
        self.init(configuration: configuration, session: Self.makeSession())
    }

    /// REAL's transport: `http://` over the client's own socket session (no redirect followed, every exchange
    /// bounded in time and size), `https://` through an ephemeral `URLSession` that gives up after 15 s of silence
    /// and a minute in all (picture uploads go there).
    public static func makeSession(limits: ExchangeLimits = .standard) -> any URLSessionable {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = max(1, Double(limits.deadline.components.seconds))
        sessionConfiguration.timeoutIntervalForResource = 60
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return SocketSession(limits: limits, otherSchemes: URLSession(configuration: sessionConfiguration))
    }
}
