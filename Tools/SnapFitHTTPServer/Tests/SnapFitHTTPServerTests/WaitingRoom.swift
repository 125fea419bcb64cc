/// A one-shot waiting room: `wait()` suspends until `open()`; `entered()` reports that someone came in.
actor WaitingRoom {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var arrivals = 0
    private var arrivalWatchers: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        arrivals += 1
        arrivalWatchers.forEach { $0.resume() }
        arrivalWatchers.removeAll()
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Returns once at least one caller is waiting in the room (or went through it).
    func entered() async {
        guard arrivals == 0 else { return }
        await withCheckedContinuation { arrivalWatchers.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}
