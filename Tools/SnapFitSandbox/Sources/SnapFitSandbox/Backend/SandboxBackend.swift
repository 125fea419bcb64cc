import Foundation
import SnapFitFixtures

/// The sandbox's SnapFit server: every endpoint of the contract over an in-memory state seeded from
/// `SeedCatalog.standard`, optionally saved to a data file after every change, before the response is sent.
public actor SandboxBackend {
    let reference: ReferenceData
    let tokens: TokenService
    let now: @Sendable () -> Date
    var state: SandboxState
    private let stateFile: StateFile?
    private let sleep: @Sendable (Double) async -> Void
    private var entries: [JournalEntry] = []
    private var delays: [String: Double] = [:]

    /// Loads the data file when `configuration.dataFile` names an existing one, else seeds a fresh state.
    /// Throws `SandboxDataFileError` when the file exists but cannot be read.
    public init(configuration: Configuration) throws {
        reference = ReferenceData(catalog: configuration.catalog)
        now = configuration.now
        sleep = configuration.sleep
        stateFile = configuration.dataFile.map(StateFile.init(path:))
        if let loaded = try stateFile?.load() {
            state = loaded
        } else {
            state = SandboxState.seeded(from: configuration.catalog, jwtSecret: configuration.jwtSecret)
            try stateFile?.save(state)
        }
        tokens = TokenService(
            secret: state.jwtSecret, accessTTL: configuration.accessTTL, refreshTTL: configuration.refreshTTL)
    }

    /// Answers one request the way the real server would.
    public func handle(_ request: HTTPRequest) async -> HTTPResponse {
        if let delay = delays["\(request.method) \(request.path)"] { await sleep(delay) }
        let requestTime = now()
        let before = state
        var response: HTTPResponse
        do {
            response = try dispatch(request, now: requestTime)
        } catch {
            state = before
            response = error.response(path: request.path, now: requestTime)
        }
        if state != before, let stateFile {
            do {
                try stateFile.save(state)
            } catch {
                state = before
                response = APIFailure.internalError.response(path: request.path, now: requestTime)
            }
        }
        entries.append(JournalEntry(request: request, status: response.status))
        return response
    }

    /// Every request answered so far, oldest first.
    public func journal() -> [JournalEntry] { entries }

    /// Forgets the journal.
    public func resetJournal() { entries.removeAll() }

    /// Delays every request to `route` (`"POST /snapfit/reservation"`) by `seconds` before it is handled;
    /// `nil` removes the delay.
    public func setDelay(_ seconds: Double?, for route: String) { delays[route] = seconds }
}
