import SnapFitAppCore
import SnapFitPresentation

/// One session's watch of the bookings on the maker's products: the watch scene runs in the background while the
/// page keeps asking for it (the page's script asks every few seconds), and is stopped once nobody has asked for
/// `idleLimit`, or when the session's user changes. Each ask answers the latest reading; the first ask waits for the
/// first one.
@MainActor
final class MakerWatch: WatchDisplayLogic {
    /// How long the watch runs after the last ask.
    static let idleLimit = Duration.seconds(60)

    private(set) var bookings: WatchScene.Bookings.ViewModel?
    private(set) var alert: WatchScene.Alert?
    private(set) var error: ErrorViewModel?
    private var task: Task<Void, Never>?
    private var idleCheck: Task<Void, Never>?
    /// Which run of the scene is the current one: a stopped run that ends late changes nothing.
    private var run = 0
    private var lastAsked = ContinuousClock.now
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Starts the watch if it is not running, and waits for its first reading (or alert, or error).
    func ask(_ services: any AppServices) async {
        lastAsked = .now
        if task == nil {
            (bookings, alert, error) = (nil, nil, nil)
            let scene = services.makeWatchScene(display: self)
            run += 1
            let thisRun = run
            task = Task { [weak self] in
                await scene.start(request: .init(subject: .makerReservations))
                if self?.run == thisRun { self?.ended() }
            }
            idleCheck = Task { [weak self] in
                repeat {
                    try? await Task.sleep(for: Self.idleLimit)
                } while !Task.isCancelled && self?.isAskedFor == true
                if !Task.isCancelled, self?.run == thisRun { self?.stop() }
            }
        }
        if bookings == nil, alert == nil, error == nil {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Stops the watch and forgets what it read.
    func stop() {
        task?.cancel()
        idleCheck?.cancel()
        run += 1
        (bookings, alert, error) = (nil, nil, nil)
        ended()
    }

    isolated deinit {
        task?.cancel()
        idleCheck?.cancel()
    }

    func displayBookings(viewModel: WatchScene.Bookings.ViewModel) {
        (bookings, alert) = (viewModel, nil)
        resumeWaiting()
    }

    func displayLikes(viewModel: WatchScene.Likes.ViewModel) {}

    func displayAlert(viewModel: WatchScene.Alert) {
        alert = viewModel
        resumeWaiting()
    }

    func displayError(viewModel: ErrorViewModel) {
        error = viewModel
        resumeWaiting()
    }

    private var isAskedFor: Bool { ContinuousClock.now - lastAsked < Self.idleLimit }

    private func resumeWaiting() {
        for waiter in waiting { waiter.resume() }
        waiting = []
    }

    private func ended() {
        (task, idleCheck) = (nil, nil)
        resumeWaiting()
    }
}
