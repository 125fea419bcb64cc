import Foundation
import SnapFitFixtures
import SnapFitHTTPServer

/// The SnapFit server's rules: every endpoint of the contract over a state seeded from `SeedCatalog.standard`.
/// The sandbox serves it over HTTP; the app's DEV phase calls it in process. With a data file, every change is
/// saved (atomically, fsynced) before its answer is returned.
public actor Backend {
    /// The largest request body the server accepts; the HTTP front refuses a bigger one before reading it.
    public static let maxRequestBodyBytes = 10 << 20
    /// The journal keeps at least this many of the latest requests and never twice as many, so a long-running
    /// process does not grow with it.
    static let journalLength = 1000

    let reference: ReferenceData
    /// The reference tables' answers, written once.
    let referenceAnswers: ReferenceAnswers
    var tokens: TokenService
    let now: @Sendable () -> Date
    let publicOrigin: String
    /// The rates `GET /api/latest.json` serves, per US dollar.
    let exchangeRates: [String: Double]
    private let reportServerError: @Sendable (String) -> Void
    var state: BackendState {
        didSet { readAnswers.removeAll() }
    }
    /// The answers to reads of this state, kept until it changes.
    var readAnswers = ReadAnswers()
    private let catalog: SeedCatalog
    private let stateFile: StateFile?
    var uploads: UploadStore
    /// The seed's pictures, drawn on request.
    var seedImages: SeedImageLibrary
    /// Set when several processes share `stateFile`: each request takes this lock and rereads a changed file.
    private let sharedLock: FileLock?
    /// The version of the data file this process last read or wrote, and (when shared) the lock's change count then.
    private var knownStamp: StateStamp?
    private var knownGeneration: UInt64?
    /// The number of the last change in the data file.
    private var sequence = 0
    /// Whether the snapshot on disk is of an older schema: the next change then writes a new snapshot, not a journal
    /// line, so that the file is upgraded before a table it lacks holds anything.
    private var snapshotIsOlder = false
    private let sleep: @Sendable (Double) async -> Void
    private var entries: [JournalEntry] = []
    private var faults: [String: Fault] = [:]
    /// The features' routes by path, then method.
    let featureRoutes: FeatureRoutes
    private let features: [BackendFeature]
    /// The DEV scenario a fresh state is shaped for, if any.
    private let scenario: DevScenario?

    /// Reads nothing yet: the data file, if any, is read by `open()` or by the first request.
    public init(configuration: Configuration) {
        reference = ReferenceData(catalog: configuration.catalog)
        referenceAnswers = ReferenceAnswers(reference)
        catalog = configuration.catalog
        now = configuration.now
        publicOrigin = configuration.publicOrigin
        exchangeRates = configuration.exchangeRates
        reportServerError = configuration.reportServerError
        sleep = configuration.sleep
        let allFaults = (configuration.scenario?.faults ?? []) + configuration.faults
        faults = Dictionary(allFaults.map { ($0.route, $0.fault) }, uniquingKeysWith: { $1 })
        let dataFile = configuration.dataFile.map(DataFilePath.resolved)
        stateFile = dataFile.map { StateFile(path: $0) }
        uploads = UploadStore(folder: dataFile.map { $0 + ".files" })
        seedImages = SeedImageLibrary(catalog: configuration.catalog)
        sharedLock = configuration.sharing == .shared ? dataFile.map { FileLock(path: $0 + ".lock") } : nil
        features = configuration.features
        featureRoutes = FeatureRoutes(configuration.features)
        scenario = configuration.scenario
        state = Self.seeded(
            from: configuration.catalog, features: configuration.features, jwtSecret: configuration.jwtSecret,
            scenario: configuration.scenario, now: configuration.now())
        tokens = TokenService(
            secret: state.jwtSecret, accessTTL: configuration.accessTTL, refreshTTL: configuration.refreshTTL)
    }

    /// Reads the data file now (writing the seed when there is none yet) and removes the temporary files a killed
    /// process left beside it. A single process also writes the file once, so a file or folder that cannot be
    /// used is reported before anything is served.
    public func open() async throws(StateFileError) {
        let lock = try await sharedLock?.acquire()
        defer { lock?.release() }
        let existed = stateFile?.stamp() != nil
        try syncWithFile(lock)
        guard let stateFile else { return }
        DataFilePath.removeLeftovers(of: stateFile.path, andIn: uploads.folder)
        // A seed just written has already proved the folder; a file that was there is written once to prove it.
        if sharedLock == nil && existed { try save(nil) }
    }

    /// Answers one request the way the real server would. Throws, changing nothing, when the data file cannot be
    /// read, locked or written. A caller cancelled while a `.delay` fault holds its request back (DEV's Ctrl-C) is
    /// gone before the request is handled: nothing changes, and the answer is dropped.
    public func handle(_ request: HTTPRequest) async throws(StateFileError) -> HTTPResponse {
        let fault = faults.isEmpty ? nil : faults["\(request.method) \(request.path)"] ?? faults[RouteFault.everyRoute]
        switch fault {
        case .delay(let seconds):
            await sleep(seconds)
            if Task.isCancelled { return .abandoned }
        case .status(let status, let code): return Self.refusal(status, code: code, path: request.path, now: now())
        case .drop, .malformedJSON, .slowBody, nil: break
        }
        let lock = try await sharedLock?.acquire()
        defer { lock?.release() }
        try syncWithFile(lock)
        var response = try respond(to: request, lock: lock)
        switch fault {
        case .drop: response.delivery = .dropped
        case .malformedJSON: response = .malformedJSON
        case .slowBody(let rate): response.delivery = .trickled(bytesPerSecond: rate)
        case .delay, .status, nil: break
        }
        return response
    }

    /// The requests answered lately (at least the last `journalLength`), oldest first.
    public func journal() -> [JournalEntry] { entries }

    /// Forgets the journal.
    public func resetJournal() { entries.removeAll() }

    /// Delays every request to `route` (`"POST /snapfit/reservation"`) by `seconds` before it is handled;
    /// `nil` removes the route's fault, whichever it is.
    public func setDelay(_ seconds: Double?, for route: String) {
        setFault(seconds.map { .delay(seconds: $0) }, for: route)
    }

    /// Puts `fault` into every answer to `route` (`"GET /snapfit/vibes"`); `nil` takes it away.
    public func setFault(_ fault: Fault?, for route: String) { faults[route] = fault }

    /// Goes back to the seed (shaped for the scenario, if any): a fresh state with a new signing secret (so every token handed out before is refused),
    /// written over the data file whatever it held, under the lock when the file is shared.
    public func reset() async throws(StateFileError) {
        let lock = try await sharedLock?.acquire()
        defer { lock?.release() }
        state = Self.seeded(
            from: catalog, features: features, jwtSecret: Configuration.randomSecret(), scenario: scenario, now: now())
        tokens.secret = state.jwtSecret
        try save(lock)
    }

    private func respond(to request: HTTPRequest, lock: HeldFileLock?) throws(StateFileError) -> HTTPResponse {
        guard request.body.count <= Self.maxRequestBodyBytes else {
            return HTTPResponse(
                status: 413, headers: [("Content-Type", "text/plain; charset=utf-8")],
                body: Data("request body larger than \(Self.maxRequestBodyBytes) bytes\n".utf8))
        }
        let requestTime = now()
        let before = state
        var response: HTTPResponse
        do {
            response = try dispatch(request, now: requestTime)
        } catch {
            state = before
            if case .serverError(let cause) = error { reportServerError("\(request.method) \(request.path): \(cause)") }
            response = error.response(path: request.path, now: requestTime)
        }
        if state != before {
            do throws(StateFileError) {
                try record(from: before, lock)
            } catch {
                state = before
                throw error
            }
        }
        if entries.count >= 2 * Self.journalLength { entries.removeFirst(Self.journalLength) }
        entries.append(JournalEntry(request: request, status: response.status))
        return response
    }

    /// Brings the state in memory up to the data file: once for a single process, and whenever another process
    /// changed the file for a shared one (its change count or its stamp moved). A missing file starts from the seed,
    /// written at once; when the file vanished after this process had read it, the seed gets a new signing secret,
    /// so the sessions of the old data end.
    private func syncWithFile(_ lock: HeldFileLock?) throws(StateFileError) {
        guard let stateFile, sharedLock != nil || knownStamp == nil else { return }
        let stamp = stateFile.stamp()
        let generation = lock?.generation()
        if stamp != nil, stamp == knownStamp, generation == knownGeneration { return }
        if let loaded = try stateFile.load() {
            (state, sequence, snapshotIsOlder) = (loaded.state, loaded.sequence, loaded.schema < BackendState.schema)
            knownStamp = stamp
            knownGeneration = generation
        } else {
            let secret = knownStamp == nil ? state.jwtSecret : Configuration.randomSecret()
            state = Self.seeded(from: catalog, features: features, jwtSecret: secret, scenario: scenario, now: now())
            try save(lock)
        }
        tokens.secret = state.jwtSecret
    }

    /// Writes the whole state to the data file as a new snapshot (counting the change under `lock` first) and
    /// remembers its version.
    private func save(_ lock: HeldFileLock?) throws(StateFileError) {
        try write(lock) { stateFile in
            try stateFile.save(state, sequence: sequence)
        }
        snapshotIsOlder = false
    }

    /// Appends the change from `before` to the data file's journal; once it is there the change is acknowledged.
    /// When the journal has grown past the snapshot, a new snapshot takes it in; if that fails, the cause is reported
    /// and a later change tries again.
    private func record(from before: BackendState, _ lock: HeldFileLock?) throws(StateFileError) {
        guard !snapshotIsOlder else {
            sequence += 1
            return try save(lock)
        }
        try write(lock) { stateFile in
            let change = StateChange(sequence: sequence + 1, from: before, to: state)
            let shouldFold = try stateFile.append(change)
            sequence = change.sequence
            guard shouldFold else { return }
            do {
                try stateFile.save(state, sequence: sequence)
            } catch {
                reportServerError("cannot fold the journal of \(stateFile.path) into a new snapshot: \(error)")
            }
        }
    }

    /// Runs `body` to write the data file, after counting the change under `lock`, and remembers the new version.
    private func write(
        _ lock: HeldFileLock?, _ body: (StateFile) throws -> Void
    ) throws(StateFileError) {
        guard let stateFile else { return }
        let generation = lock?.advanceGeneration()
        do {
            try body(stateFile)
        } catch {
            throw StateFileError(path: stateFile.path, problem: .unwritable, detail: "\(error)")
        }
        knownStamp = stateFile.stamp()
        knownGeneration = generation
    }

}
