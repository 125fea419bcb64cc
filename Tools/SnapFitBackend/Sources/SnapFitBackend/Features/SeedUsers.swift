/// The users of a fresh state, for a feature's seed rows.
package struct SeedUsers: Sendable {
    private let ids: [String: Int]

    init(_ users: [StoredUser]) {
        ids = Dictionary(users.map { ($0.socialId, $0.id) }, uniquingKeysWith: { first, _ in first })
    }

    /// The id of the seeded user who signs in with `socialId` (`dev-customer`, `dev-maker`).
    package func id(socialId: String) -> Int? { ids[socialId] }
}
