import Foundation
import SnapFitDomain
import Synchronization

/// A `ListBookmarkStore` in memory that starts from `saved` and records every save and clear.
public final class SpyListBookmarkStore: ListBookmarkStore {
    private let state: Mutex<(current: Data?, saves: [Data], clears: Int)>

    public init(saved: Data? = nil) {
        state = Mutex((saved, [], 0))
    }

    public var saves: [Data] { state.withLock { $0.saves } }
    public var clears: Int { state.withLock { $0.clears } }

    public func load() -> Data? { state.withLock { $0.current } }

    public func save(_ bookmark: Data) {
        state.withLock {
            $0.current = bookmark
            $0.saves.append(bookmark)
        }
    }

    public func clear() {
        state.withLock {
            $0.current = nil
            $0.clears += 1
        }
    }
}
