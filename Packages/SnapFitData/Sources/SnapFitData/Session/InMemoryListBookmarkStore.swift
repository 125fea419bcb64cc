import SnapFitDomain
import Synchronization

/// The place in the last product list, kept in memory for one web session.
public final class InMemoryListBookmarkStore: ListBookmarkStore {
    private let stored = Mutex<ListBookmark?>(nil)

    public init() {}

    public func load() async -> ListBookmark? { stored.withLock { $0 } }
    public func save(_ bookmark: ListBookmark) async { stored.withLock { $0 = bookmark } }
    public func clear() async { stored.withLock { $0 = nil } }
}
