import SnapFitDomain
import Synchronization

/// The place in the last product list, kept in memory for one web session: the value itself, since nothing outlives
/// the process (a file keeps it as JSON). A load asks for the type that was saved.
public final class InMemoryListBookmarkStore: ListBookmarkStore {
    private let stored = Mutex<(any Sendable)?>(nil)

    public init() {}

    public func load<Bookmark: Decodable & Sendable>(_ type: Bookmark.Type) async -> Bookmark? {
        stored.withLock { $0 as? Bookmark }
    }

    public func save<Bookmark: Encodable & Sendable>(_ bookmark: Bookmark) async {
        stored.withLock { $0 = bookmark }
    }

    public func clear() async { stored.withLock { $0 = nil } }
}
