/// Keeps the user's place in the last product list between runs of the app, as the list's owner describes it (the
/// catalog's `ListBookmark`); how it is written down is the store's business.
public protocol ListBookmarkStore: Sendable {
    /// The place saved last, or `nil` when there is none (or it cannot be read as a `Bookmark`).
    func load<Bookmark: Decodable & Sendable>(_ type: Bookmark.Type) async -> Bookmark?
    /// Replaces the saved place.
    func save<Bookmark: Encodable & Sendable>(_ bookmark: Bookmark) async
    /// Forgets the saved place.
    func clear() async
}
