/// One acknowledged change as the data file's journal keeps it: the tables it replaced, and nothing else, so its
/// size follows what changed, not the whole state.
struct StateChange: Codable, Sendable, Equatable {
    /// Which change this is; a snapshot knows the last one it holds, so older journal lines are skipped.
    var sequence: Int
    var jwtSecret: [UInt8]?
    var users: [StoredUser]?
    var devices: [StoredDevice]?
    var posts: [StoredPost]?
    var likes: [StoredLike]?
    var reservations: [StoredReservation]?
    var uploadSlots: [StoredUploadSlot]?
    var images: [StoredImage]?
    /// The features' tables that changed, by name.
    var tables: [String: FeatureTable]?

    /// The tables of `after` that differ from `before`.
    init(sequence: Int, from before: BackendState, to after: BackendState) {
        self.sequence = sequence
        jwtSecret = Self.changed(before.jwtSecret, after.jwtSecret)
        users = Self.changed(before.users, after.users)
        devices = Self.changed(before.devices, after.devices)
        posts = Self.changed(before.posts, after.posts)
        likes = Self.changed(before.likes, after.likes)
        reservations = Self.changed(before.reservations, after.reservations)
        uploadSlots = Self.changed(before.uploadSlots, after.uploadSlots)
        images = Self.changed(before.images, after.images)
        let changedTables = after.tables.filter { before.tables[$0.key] != $0.value }
        tables = changedTables.isEmpty ? nil : changedTables
    }

    /// `state` with this change's tables put in.
    func apply(to state: inout BackendState) {
        if let jwtSecret { state.jwtSecret = jwtSecret }
        if let users { state.users = users }
        if let devices { state.devices = devices }
        if let posts { state.posts = posts }
        if let likes { state.likes = likes }
        if let reservations { state.reservations = reservations }
        if let uploadSlots { state.uploadSlots = uploadSlots }
        if let images { state.images = images }
        if let tables { state.tables.merge(tables) { _, changed in changed } }
    }

    private static func changed<Table: Equatable>(_ old: Table, _ new: Table) -> Table? { old == new ? nil : new }
}
