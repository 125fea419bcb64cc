/// Holds every caller until `count` callers have arrived, then lets them all through: proof that that many requests
/// are handled at the same time. (The same double as SnapFitDomainTestSupport's `Rendezvous`; a `Latch`, in
/// SnapFitNetworkingTestSupport, is one that callers arrive at and others wait on.)
actor Rendezvous {
    private let count: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        self.count = count
    }

    func arriveAndWait() async {
        arrived += 1
        if arrived >= count {
            waiting.forEach { $0.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}
