import Foundation
import SnapFitDomain
import Synchronization

/// A `ListBookmarkStore` in memory that starts from `saved` and records every save and clear. It writes bookmarks
/// down as JSON, as the real stores do, so a place it cannot read back is no place.
public final class SpyListBookmarkStore: ListBookmarkStore {
    private let state: Mutex<(current: Data?, saves: [Data], clears: Int)>

    public init() {
        state = Mutex((nil, [], 0))
    }

    /// Starts from `saved`, as a store written by an earlier run.
    public convenience init(saved: some Encodable) {
        self.init(bytes: try? JSONEncoder().encode(saved))
    }

    /// Starts from `bytes` as they are: a damaged or foreign file.
    public init(bytes: Data?) {
        state = Mutex((bytes, [], 0))
    }

    public var clears: Int { state.withLock { $0.clears } }

    /// Every place saved, read as `type`.
    public func saves<Bookmark: Decodable & Sendable>(_ type: Bookmark.Type) -> [Bookmark] {
        state.withLock { $0.saves }.compactMap { try? JSONDecoder().decode(type, from: $0) }
    }

    public func load<Bookmark: Decodable & Sendable>(_ type: Bookmark.Type) -> Bookmark? {
        state.withLock { $0.current }.flatMap { try? JSONDecoder().decode(type, from: $0) }
    }

    public func save<Bookmark: Encodable & Sendable>(_ bookmark: Bookmark) {
        let bytes = try? JSONEncoder().encode(bookmark)
        state.withLock {
            $0.current = bytes
            if let bytes { $0.saves.append(bytes) }
        }
    }

    public func clear() {
        state.withLock {
            $0.current = nil
            $0.clears += 1
        }
    }
}
