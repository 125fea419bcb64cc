import SnapFitDomain
import Synchronization

/// A `ListBookmarkStore` in memory that starts from `saved` and records every save and clear.
final class SpyListBookmarkStore: ListBookmarkStore {
    private let state: Mutex<(current: ListBookmark?, saves: [ListBookmark], clears: Int)>

    init(saved: ListBookmark? = nil) {
        state = Mutex((saved, [], 0))
    }

    var saves: [ListBookmark] { state.withLock { $0.saves } }
    var clears: Int { state.withLock { $0.clears } }

    func load() -> ListBookmark? { state.withLock { $0.current } }

    func save(_ bookmark: ListBookmark) {
        state.withLock {
            $0.current = bookmark
            $0.saves.append(bookmark)
        }
    }

    func clear() {
        state.withLock {
            $0.current = nil
            $0.clears += 1
        }
    }
}
