import SnapFitDomain
import Synchronization

/// A `ListBookmarkStore` in memory that starts from `saved` and records every save.
final class SpyListBookmarkStore: ListBookmarkStore {
    private let state: Mutex<(current: ListBookmark?, saves: [ListBookmark])>

    init(saved: ListBookmark? = nil) {
        state = Mutex((saved, []))
    }

    var saves: [ListBookmark] { state.withLock { $0.saves } }

    func load() -> ListBookmark? { state.withLock { $0.current } }

    func save(_ bookmark: ListBookmark) {
        state.withLock {
            $0.current = bookmark
            $0.saves.append(bookmark)
        }
    }

    func clear() { state.withLock { $0.current = nil } }
}
