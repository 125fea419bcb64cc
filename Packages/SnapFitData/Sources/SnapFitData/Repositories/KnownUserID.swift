import Synchronization

/// The signed-in user's id, kept with the access token it was asked with: another token asks again.
final class KnownUserID: Sendable {
    private let known = Mutex<(token: String, id: Int)?>(nil)

    /// The id kept for `token`, if any.
    func id(for token: String) -> Int? {
        known.withLock { $0?.token == token ? $0?.id : nil }
    }

    /// Keeps `id` for `token`, in place of any other.
    func remember(_ id: Int, for token: String) {
        known.withLock { $0 = (token, id) }
    }
}
