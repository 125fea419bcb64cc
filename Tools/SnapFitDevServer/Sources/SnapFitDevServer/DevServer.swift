import Foundation
import SnapFitBackend
import SnapFitBackendFeatures

/// DEV's server side: the backend in this process, keeping its state in `<home>/dev/state.json`, which every DEV
/// process with the same home shares (each request locks the file and sees every change made before it), and the
/// session that sends requests to it. When that folder cannot be written, DEV keeps its state in memory for the run.
/// A scenario's state is always kept in memory, apart from the home's.
public struct DevServer: Sendable {
    /// Where DEV's requests are addressed. A `.invalid` name never resolves, so nothing can leave the process.
    public static let origin = URL(string: "http://dev.snapfit.invalid")!

    /// DEV's own files (state, session, device id, browsing), apart from REAL's.
    public let folder: URL
    /// Whether DEV's files are kept in `folder`; false when the home cannot be written, or in a scenario.
    public let isPersistent: Bool
    /// The scenario this run started in, if any.
    public let scenario: DevScenario?
    /// The tokens the terminal starts with in `scenario` (`nil`: signed out, or no scenario).
    public let scenarioTokens: (accessToken: String, refreshToken: String)?
    public let backend: Backend
    public let session: InProcessSession

    /// The variable that puts faults into DEV's answers, for trying the client against a bad server:
    /// `SNAPFIT_DEV_FAULTS='GET /snapfit/vibes=delay:2;POST /snapfit/reservation=drop'` (the sandbox's `--fault` forms;
    /// `*=delay:2` for every route).
    public static let faultsVariable = "SNAPFIT_DEV_FAULTS"

    /// `explain` says, in the user's words, why a data file the backend cannot use stops every request. `faults` go
    /// into the backend's answers. With a `scenario`, the backend starts in it, in memory, whatever the home holds.
    public init(
        home: URL, scenario: DevScenario? = nil, faults: [RouteFault] = [],
        explain: @escaping @Sendable (StateFileError) -> String
    ) {
        folder = home.appendingPathComponent("dev", isDirectory: true)
        isPersistent = scenario == nil && Self.prepare(folder)
        self.scenario = scenario
        var configuration = Backend.Configuration(
            accessTTL: 1000, refreshTTL: 30 * 24 * 3600,
            dataFile: isPersistent ? folder.appendingPathComponent("state.json").path : nil, sharing: .shared,
            now: { Date() }, publicOrigin: Self.origin.absoluteString, faults: faults
        ).withInstalledFeatures
        configuration.scenario = scenario
        scenarioTokens = configuration.scenarioTokens()
        backend = Backend(configuration: configuration)
        session = InProcessSession(backend: backend, origin: Self.origin, explain: explain)
    }

    /// Makes the folder (mode 0700) and checks that files can be created in it.
    private static func prepare(_ folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".write-check-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data().write(to: probe)
            try FileManager.default.removeItem(at: probe)
            return true
        } catch {
            return false
        }
    }
}
