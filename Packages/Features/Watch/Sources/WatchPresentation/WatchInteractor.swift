import SnapFitDomain
import SnapFitPresentation
import WatchDomain

/// What a watch can ask for.
public protocol WatchBusinessLogic {
    /// Watches until the task is cancelled, then returns.
    nonisolated(nonsending) func start(request: WatchScene.Start.Request) async
}

/// Polls what is watched (`Poller`: backing off while nothing changes, jittered, resuming after a lost connection)
/// and hands each change to the presenter no more often than `RedrawThrottle` allows.
public final class WatchInteractor: WatchBusinessLogic {
    private let presenter: any WatchPresentationLogic
    private let watchedBookings: WatchedBookings
    private let fetchLikeStatus: FetchLikeStatus
    private let fetchPricing: FetchPricing
    private let clock: WatchClock
    private let backoff: PollBackoff
    private let draw: @Sendable () -> Double
    private var throttle = RedrawThrottle.list

    /// `draw` gives the jitter's random numbers in 0..<1.
    public init(
        presenter: any WatchPresentationLogic, watchedBookings: WatchedBookings, fetchLikeStatus: FetchLikeStatus,
        fetchPricing: FetchPricing, clock: WatchClock, backoff: PollBackoff = .standard,
        draw: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.presenter = presenter
        self.watchedBookings = watchedBookings
        self.fetchLikeStatus = fetchLikeStatus
        self.fetchPricing = fetchPricing
        self.clock = clock
        self.backoff = backoff
        self.draw = draw
    }

    public nonisolated(nonsending) func start(request: WatchScene.Start.Request) async {
        do throws(DomainError) {
            switch request.subject {
            case .makerReservations:
                throttle = .list
                let (bookings, pricing) = (watchedBookings, await fetchPricing())
                try await poller { () throws(DomainError) in try await bookings.read() }.run { event in
                    await self.show(event, pricing: pricing)
                }
            case .likes(let productID):
                throttle = .figure
                let fetch = fetchLikeStatus
                try await poller { () throws(DomainError) in try await fetch(productID: productID) }.run { event in
                    await self.show(event)
                }
            }
        } catch {
            presenter.presentError(error)
        }
    }

    private func poller<Snapshot>(_ read: @escaping Poller<Snapshot>.Read) -> Poller<Snapshot> {
        Poller(backoff: backoff, clock: clock, draw: draw, read: read)
    }

    private nonisolated(nonsending) func show(_ event: WatchEvent<[Reservation]>, pricing: Pricing) async {
        switch event {
        case .lost(let error, let nextPoll): presenter.presentLost(error, nextPoll: nextPoll)
        case .update(let reservations, let previous, let resumed, let nextPoll):
            guard await throttled() else { return }
            presenter.presentBookings(
                response: .init(
                    reservations: reservations, changes: BookingChanges(from: previous, to: reservations),
                    poll: .init(isFirst: previous == nil, resumed: resumed, nextPoll: nextPoll), pricing: pricing))
        }
    }

    private nonisolated(nonsending) func show(_ event: WatchEvent<LikeStatus>) async {
        switch event {
        case .lost(let error, let nextPoll): presenter.presentLost(error, nextPoll: nextPoll)
        case .update(let status, let previous, let resumed, let nextPoll):
            guard await throttled() else { return }
            presenter.presentLikes(
                response: .init(
                    status: status, previous: previous,
                    poll: .init(isFirst: previous == nil, resumed: resumed, nextPoll: nextPoll)))
        }
    }

    /// Holds a redraw that comes sooner than the throttle allows; false when the watch ended meanwhile.
    private nonisolated(nonsending) func throttled() async -> Bool {
        let wait = throttle.wait(at: clock.now())
        if wait > .zero {
            do {
                try await clock.sleep(wait)
            } catch {
                return false
            }
        }
        throttle.drew(at: clock.now())
        return true
    }
}
