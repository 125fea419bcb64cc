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
@MainActor
final class MakerWatch: FeatureState {
    /// How long the watch runs after the last ask.
    static let idleLimit = Duration.seconds(60)

    /// What the running watch displayed: its latest reading, an alert newer than it, or the error that ended it.
    private var recorder: SceneRecorder?
    private var task: Task<Void, Never>?
    private var idleCheck: Task<Void, Never>?
    /// Which run of the scene is the current one: a stopped run that ends late changes nothing.
    private var run = 0
    private var lastAsked: Duration = .zero
    private var waiting: [CheckedContinuation<Void, Never>] = []

    var bookings: WatchScene.Bookings.ViewModel? { recorder?.last(WatchScene.Bookings.ViewModel.self) }
    var alert: WatchScene.Alert? { recorder?.last(WatchScene.Alert.self, after: WatchScene.Bookings.ViewModel.self) }
    var error: ErrorViewModel? { recorder?.error }

    /// Starts the watch if it is not running, and waits for its first reading (or alert, or error).
    func ask(_ services: any AppServices) async {
        let clock = services.watchClock
        lastAsked = clock.now()
        if task == nil {
            let recorder = SceneRecorder { [weak self] _ in self?.resumeWaiting() }
            self.recorder = recorder
            let scene = WatchConfigurator.configure(
                display: recorder, dependencies: WatchUseCases(services.useCases), language: services.language,
                clock: clock)
            run += 1
            let thisRun = run
            task = Task { [weak self] in
                await scene.start(request: .init(subject: .makerReservations))
                if self?.run == thisRun { self?.ended() }
            }
            idleCheck = Task { [weak self] in
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
        recorder = nil
        ended()
    }

    /// The session's user changed.
    func end() { stop() }

    /// Whether the watch is running.
    var isRunning: Bool { task != nil }

    isolated deinit {
        task?.cancel()
        idleCheck?.cancel()
    }

    private func isAskedFor(_ clock: WatchClock) -> Bool { clock.now() - lastAsked < Self.idleLimit }

    private func resumeWaiting() {
        for waiter in waiting { waiter.resume() }
        waiting = []
    }

    private func ended() {
        (task, idleCheck) = (nil, nil)
        resumeWaiting()
    }
}
