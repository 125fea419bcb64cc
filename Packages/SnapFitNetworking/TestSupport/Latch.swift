/// Opens once `count` arrivals have happened; tasks waiting on it resume together. No sleeping involved.
public actor Latch {
    private var remaining: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    public init(count: Int) {
        remaining = count
    }

    public func arrive() {
        remaining -= 1
        guard remaining == 0 else { return }
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }

    public func wait() async {
        guard remaining > 0 else { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}
