import Foundation
import SnapFitDomain
import Synchronization

/// The place in the last product list, kept in memory for one web session (as JSON, as the file keeps it).
public final class InMemoryListBookmarkStore: ListBookmarkStore {
    private let stored = Mutex<Data?>(nil)

    public init() {}

    public func load<Bookmark: Decodable & Sendable>(_ type: Bookmark.Type) async -> Bookmark? {
        stored.withLock { $0 }.flatMap { try? JSONDecoder().decode(type, from: $0) }
    }

    public func save<Bookmark: Encodable & Sendable>(_ bookmark: Bookmark) async {
        let bytes = try? JSONEncoder().encode(bookmark)
        stored.withLock { $0 = bytes }
    }

    public func clear() async { stored.withLock { $0 = nil } }
}
