/// Keeps the user's place in the last product list between runs of the app.
public protocol ListBookmarkStore: Sendable {
    /// The place saved last, or `nil` when there is none (or it cannot be read).
    func load() async -> ListBookmark?
    /// Replaces the saved place.
    func save(_ bookmark: ListBookmark) async
    /// Forgets the saved place.
    func clear() async
}
