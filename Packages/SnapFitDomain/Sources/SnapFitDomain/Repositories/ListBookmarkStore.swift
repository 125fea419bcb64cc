import Foundation

/// Keeps the user's place in the last product list between runs of the app: the bytes the list's owner wrote, which
/// the store keeps as they are (the catalog's `ListBookmark`, as JSON).
public protocol ListBookmarkStore: Sendable {
    /// The place saved last, or `nil` when there is none (or it cannot be read).
    func load() async -> Data?
    /// Replaces the saved place.
    func save(_ bookmark: Data) async
    /// Forgets the saved place.
    func clear() async
}
