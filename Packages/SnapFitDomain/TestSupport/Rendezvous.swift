/// Holds every caller until `count` callers have arrived: proof that they run at the same time.
public actor Rendezvous {
    private let count: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(count: Int) { self.count = count }

    public func arriveAndWait() async {
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            if waiting.count == count {
                waiting.forEach { $0.resume() }
                waiting.removeAll()
            }
        }
    }
}

/// Holds callers until the test opens it, and lets the test wait until a number of callers are held.
public actor Gate {
    public init() {}

    private var isOpen = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private var arrivals = 0
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Waits here until `open()`.
    public func pass() async {
        arrivals += 1
        for watcher in watchers where watcher.count <= arrivals {
            watcher.continuation.resume()
        }
        watchers.removeAll { $0.count <= arrivals }
        guard !isOpen else { return }
        await withCheckedContinuation { held.append($0) }
    }

    /// Returns once `count` callers have reached `pass()`.
    public func waitForArrivals(_ count: Int) async {
        guard arrivals < count else { return }
        await withCheckedContinuation { watchers.append((count, $0)) }
    }

    public func open() {
        isOpen = true
        held.forEach { $0.resume() }
        held.removeAll()
    }
}
