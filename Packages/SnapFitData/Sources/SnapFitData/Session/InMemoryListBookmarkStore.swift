import Foundation
import SnapFitDomain
import Synchronization

/// The place in the last product list, kept in memory for one web session.
public final class InMemoryListBookmarkStore: ListBookmarkStore {
    private let stored = Mutex<Data?>(nil)

    public init() {}

    public func load() async -> Data? { stored.withLock { $0 } }
    public func save(_ bookmark: Data) async { stored.withLock { $0 = bookmark } }
    public func clear() async { stored.withLock { $0 = nil } }
}
