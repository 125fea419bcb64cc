import SnapFitAppCore
import SnapFitDomain
import SnapFitPresentation
import SnapFitWeb
import WatchDomain
import WatchPresentation

/// One session's watch of the bookings on the maker's products: the watch scene runs in the background while the
/// page keeps asking for it (the page's script asks every few seconds), and is stopped once nobody has asked for
/// `idleLimit` (by the services' watch clock), or when the session's user changes (`end()`). Each ask answers the
/// latest reading; the first ask waits for the first one.
final class MakerWatch: FeatureState {
    /// How long the watch runs after the last ask.
    static let idleLimit = Duration.seconds(60)

    /// The running watch's display, which keeps only its latest outcome: the page reads what `show` folded.
    private var recording: SceneRecording<WatchScene.Outcome>?
    private var task: Task<Void, Never>?
    private var idleCheck: Task<Void, Never>?
    /// Which run of the scene is the current one: a stopped run that ends late changes nothing.
    private var run = 0
    private var lastAsked: Duration = .zero
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// The latest reading of the running watch.
    private(set) var bookings: WatchScene.Bookings.ViewModel?
    /// An alert newer than the latest reading.
    private(set) var alert: WatchScene.Alert?
    /// The error that ended the watch.
    private(set) var error: ErrorViewModel?

    /// Starts the watch if it is not running, and waits for its first reading (or alert, or error). Call it on an
    /// actor (the session's): the watch's tasks run there, and keep it until the watch stops.
    func ask(_ services: any AppServices, isolation: isolated (any Actor)? = #isolation) async {
        let clock = services.watchClock
        lastAsked = clock.now()
        if task == nil {
            run += 1
            let thisRun = run
            // A new run starts clean: what an ended run read, or the error that ended it, is not this one's.
            (bookings, alert, error) = (nil, nil, nil)
            let recording = SceneRecording<WatchScene.Outcome>(keepingLatest: 1) { [weak self] outcome in
                if self?.run == thisRun { self?.show(outcome) }
            }
            self.recording = recording
            let scene = WatchConfigurator.configure(
                display: recording, dependencies: WatchUseCases(services.useCases), language: services.language,
                clock: clock)
            task = Task { [weak self] in
                _ = isolation
                await scene.start(request: .init(subject: .makerReservations))
                if self?.run == thisRun { self?.ended() }
            }
            idleCheck = Task { [weak self] in
                _ = isolation
                repeat {
                    try? await clock.sleep(Self.idleLimit)
                } while !Task.isCancelled && self?.isAskedFor(clock) == true
                if !Task.isCancelled, self?.run == thisRun { self?.stop() }
            }
        }
        if bookings == nil, alert == nil, error == nil, task != nil {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Stops the watch and forgets what it read.
    func stop() {
        task?.cancel()
        idleCheck?.cancel()
        run += 1
        (recording, bookings, alert, error) = (nil, nil, nil, nil)
        ended()
    }

    /// The session's user changed.
    func end() { stop() }

    /// Whether the watch is running.
    var isRunning: Bool { task != nil }

    deinit {
        task?.cancel()
        idleCheck?.cancel()
    }

    private func isAskedFor(_ clock: WatchClock) -> Bool { clock.now() - lastAsked < Self.idleLimit }

    /// Folds what the watch shows into what the page reads, and answers the asks waiting for it.
    private func show(_ outcome: WatchScene.Outcome) {
        switch outcome {
        case .bookings(let reading): (bookings, alert) = (reading, nil)
        case .alert(let outage): alert = outage
        case .failed(let failure): error = failure
        case .likes: break
        }
        resumeWaiting()
    }

    private func resumeWaiting() {
        for waiter in waiting { waiter.resume() }
        waiting = []
    }

    private func ended() {
        (task, idleCheck) = (nil, nil)
        resumeWaiting()
    }
}
