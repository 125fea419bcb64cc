import Synchronization

/// How many loopback servers the test process runs at once. Swift Testing starts every test together, and each
/// server holds a listener, a stop pipe, a client session and its connections: unbounded, the process passes 1,024
/// descriptors, the limit of `select` and of a default `ulimit -n`. A test takes a slot before it starts a server
/// and gives it back when the server stopped.
public final class ServerSlots: Sendable {
    /// The slots every test target shares.
    public static let shared = ServerSlots(count: 8)

    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    public init(count: Int) {
        state = Mutex(State(free: count))
    }

    /// Waits for a free slot and takes it.
    public func take() async {
        await withCheckedContinuation { continuation in
            let granted = state.withLock { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if granted { continuation.resume() }
        }
    }

    /// Gives a slot back, to the longest waiter if there is one.
    public func give() {
        let next = state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return CheckedContinuation<Void, Never>?.none
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }

}
