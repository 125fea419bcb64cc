import SnapFitApp
import SnapFitPresentation

/// One session's watch of the bookings on the maker's products: the watch scene runs in the background while the
/// page keeps asking for it (the page's script asks every few seconds), and stops itself once nobody has asked for
/// `idleLimit`. Each ask answers the latest reading; the first ask waits for the first one.
@MainActor
final class MakerWatch: WatchDisplayLogic {
    /// How long the watch runs after the last ask.
    static let idleLimit = Duration.seconds(60)

    private(set) var bookings: WatchScene.Bookings.ViewModel?
    private(set) var alert: WatchScene.Alert?
    private(set) var error: ErrorViewModel?
    private var task: Task<Void, Never>?
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
        }
        if bookings == nil, alert == nil, error == nil {
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Stops the watch (a logout, a closed session).
    func stop() {
        task?.cancel()
        run += 1
        ended()
    }

    isolated deinit {
        task?.cancel()
    }

    func displayBookings(viewModel: WatchScene.Bookings.ViewModel) {
        (bookings, alert) = (viewModel, nil)
        shown()
    }

    func displayLikes(viewModel: WatchScene.Likes.ViewModel) {}

    func displayAlert(viewModel: WatchScene.Alert) {
        alert = viewModel
        shown()
    }

    func displayError(viewModel: ErrorViewModel) {
        error = viewModel
        shown()
    }

    private func shown() {
        for waiter in waiting { waiter.resume() }
        waiting = []
        if ContinuousClock.now - lastAsked > Self.idleLimit { task?.cancel() }
    }

    private func ended() {
        task = nil
        for waiter in waiting { waiter.resume() }
        waiting = []
    }
}
