import Foundation
import Synchronization

/// A clock the test moves by hand, so expiries are checked without sleeping.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// Starts at 2024-09-01 12:00:00 KST.
    init(_ start: Date = Date(timeIntervalSince1970: 1_725_159_600)) {
        current = Mutex(start)
    }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
