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
/// this process. Each user gets a `UserScope` of use cases over those repositories and the user's own stores: the
/// CLI's one user keeps them in the home folder (and `AppDI` is that user's `AppServices`), each web session in
/// memory (`makeUserScope()`). The scenes over the use cases are in `AppServices+Scenes.swift`.
public final class AppDI: AppServices {
    public let configuration: AppConfiguration
    /// DEV only: the in-process backend and its files.
    let dev: DevServer?
    /// Where requests go: the base URL (DEV's stand-in origin), over this phase's transport.
    private let baseURL: URL
    private let session: any URLSessionable
    private let sleeper: any Sleeper
    public let watchClock: WatchClock
    /// The home folder's user: the CLI's.
    let user: UserScope
    /// DEV only: what went wrong last with its data file, for every user of this process.
    private let devProblems = DevProblemLog()
    /// The catalog's vibes and regions: public and the same for every user, so one cache serves the process.
    private let referenceData: ReferenceDataCache
    /// The answers every user's provider decoded, by their bytes: the same product, read by many users, is decoded
    /// once for the process.
    private let decodedBodies = DecodedBodies()

    public var useCases: UseCaseFactory { user.useCases }
    public var provider: Provider { user.provider }
    /// The language in force: this run's `--lang`, else the saved setting, else the machine's.
    public var language: Language { user.language }
    public var devProblem: DevProblem? { user.devProblem }

    /// REAL sends through `session`, waiting between retries of a failed read with `sleeper`; DEV never makes
    /// `session`. Whichever the phase sends through is handed to `observe` first, which may wrap it (the terminal's
    /// "waiting for the server…" line watches both phases' exchanges so). Each phase keeps its session, device id and
    /// browsing in its own folder of the home (DEV's in `dev/`, beside its backend state). A problem with those files
    /// is worded in the configured language and handed to `warn`. Watches poll by `watchClock`.
    public init(
        configuration: AppConfiguration, session: @autoclosure () -> any URLSessionable, sleeper: any Sleeper,
        watchClock: WatchClock = .continuous, warn: @escaping @Sendable (String) -> Void = AppDI.writeToStandardError,
        observe: (any URLSessionable) -> any URLSessionable = { $0 }
    ) {
        self.configuration = configuration
        self.watchClock = watchClock
        self.sleeper = sleeper
        let language = configuration.language
        let homeWarning: @Sendable (HomeWarning) -> Void = { warning in
            warn(HomeWarningText.line(for: warning, language: language))
        }
        let folder: URL
        let filesWarning: @Sendable (HomeWarning) -> Void
        var stores: UserStores?
        switch configuration.phase {
        case .dev:
            let variable = ProcessInfo.processInfo.environment[DevServer.faultsVariable] ?? ""
            let faults = RouteFault.list(variable)
            if faults == nil { warn(HomeText.devFaultsIgnored(DevServer.faultsVariable, language: language)) }
            let problems = devProblems
            let scenario = configuration.scenario.flatMap(DevScenario.init(rawValue:))
            let dev = DevServer(home: configuration.home, scenario: scenario, faults: faults ?? []) {
                problems.record($0)
                return DevText.stateFileProblem($0, language: language)
            }
            if dev.scenario != nil {
                // A scenario's user lives in memory like its backend, signed in as the scenario says.
                stores = .memory(
                    preferences: configuration.preferences,
                    credentials: dev.scenarioTokens.map { Credentials(accessToken: $0, refreshToken: $1) })
            } else if !dev.isPersistent {
                warn(HomeText.devHomeNotWritable(dev.folder.path, language: language))
            }
            // An unwritable home was reported once already; its files' own warnings would only repeat it.
            if dev.isPersistent { filesWarning = homeWarning } else { filesWarning = { _ in } }
            self.dev = dev
            baseURL = DevServer.origin
            self.session = observe(dev.session)
            folder = dev.folder
        case .real:
            dev = nil
            baseURL = configuration.baseURL
            self.session = observe(session())
            folder = configuration.home
            filesWarning = homeWarning
        }
        referenceData = ReferenceDataCache(
            source: RemoteReferenceDataRepository(
                provider: SnapFitProvider.make(baseURL: baseURL, session: self.session, sleeper: sleeper)))
        user = Self.scope(
            stores: stores ?? .files(in: folder, preferences: configuration.preferences, warn: filesWarning),
            baseURL: baseURL, session: self.session, sleeper: sleeper, configuration: configuration,
            watchClock: watchClock, dev: dev, devProblems: devProblems, referenceData: referenceData,
            decodedBodies: decodedBodies)
    }

    /// A new user of this phase, signed out, whose sign-in, place in a list and settings live in memory only (one
    /// browser session of the web app). The settings start as this run's options give them; when they name no
    /// language, the user's is `language` (what their browser asks for), else this run's.
    public func makeUserScope(language: Language? = nil) -> UserScope {
        Self.scope(
            stores: .memory(preferences: configuration.preferences), baseURL: baseURL, session: session,
            sleeper: sleeper, configuration: configuration, watchClock: watchClock, dev: dev, devProblems: devProblems,
            referenceData: referenceData, decodedBodies: decodedBodies, language: language)
    }

    private static func scope(
        stores: UserStores, baseURL: URL, session: any URLSessionable, sleeper: any Sleeper,
        configuration: AppConfiguration, watchClock: WatchClock, dev: DevServer?, devProblems: DevProblemLog,
        referenceData: ReferenceDataCache, decodedBodies: DecodedBodies, language: Language? = nil
    ) -> UserScope {
        let repositories = Repositories.remote(
            baseURL: baseURL, stores: stores, session: session, sleeper: sleeper,
            ratesURL: dev == nil ? configuration.ratesURL : nil, referenceData: referenceData,
            decodedBodies: decodedBodies)
        return UserScope(
            repositories: repositories, fallbackLanguage: language ?? configuration.language, watchClock: watchClock,
            devProblems: devProblems
        ) { () async throws(DevResetFailure) -> String? in
            try await resetDevBackend(dev, language: configuration.language)
        }
    }

    /// REAL sends through `session` and waits between retries for real; either phase's transport is handed to
    /// `observe` first.
    public convenience init(
        configuration: AppConfiguration, session: @autoclosure () -> any URLSessionable,
        observe: (any URLSessionable) -> any URLSessionable = { $0 }
    ) {
        self.init(configuration: configuration, session: session(), sleeper: TaskSleeper(), observe: observe)
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
