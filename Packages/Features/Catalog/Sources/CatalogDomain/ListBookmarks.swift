import Foundation
import SnapFitDomain

/// The place in the last product list, kept as JSON in the kernel's `ListBookmarkStore`. A saved place that cannot
/// be read (damaged, or written by another version) is no place, never an error.
public struct ListBookmarks: Sendable {
    private let store: any ListBookmarkStore

    public init(_ store: any ListBookmarkStore) {
        self.store = store
    }

    /// The place saved last, if there is one it can read.
    public func load() async -> ListBookmark? {
        guard let bytes = await store.load() else { return nil }
        return try? JSONDecoder().decode(ListBookmark.self, from: bytes)
    }

    /// Replaces the saved place.
    public func save(_ bookmark: ListBookmark) async {
        guard let bytes = try? JSONEncoder().encode(bookmark) else { return }
        await store.save(bytes)
    }
}
