import Foundation

/// Everything the sandbox remembers: the rows of the real server's tables, the storage stand-in's files and the
/// JWT secret. It is `Codable` so that a data file can hold all of it.
struct BackendState: Codable, Sendable, Equatable {
    /// The version of these tables a data file records. Raise it with every table added here: a build refuses a
    /// file of a newer schema rather than drop the tables it does not know. A feature's table is not counted: it
    /// carries its own version in `tables`. Schema 2 added `tables` itself: a build of schema 1 would drop them.
    static let schema = 2

    var jwtSecret: [UInt8]
    var users: [StoredUser]
    var devices: [StoredDevice]
    var posts: [StoredPost]
    var likes: [StoredLike]
    var reservations: [StoredReservation]
    var uploadSlots: [StoredUploadSlot]
    var images: [StoredImage]
    /// The features' tables by name (decision 0024), each with its own version.
    var tables: [String: FeatureTable] = [:]
}

extension BackendState {
    /// Reads the state a build of an older schema wrote as well: a table the file lacks is empty, so a data file
    /// survives a build that adds a table.
    init(from decoder: any Decoder) throws {
        let tables = try decoder.container(keyedBy: CodingKeys.self)
        func table<Row: Decodable>(_ key: CodingKeys) throws -> [Row] {
            try tables.decodeIfPresent([Row].self, forKey: key) ?? []
        }
        jwtSecret = try tables.decode([UInt8].self, forKey: .jwtSecret)
        users = try table(.users)
        devices = try table(.devices)
        posts = try table(.posts)
        likes = try table(.likes)
        reservations = try table(.reservations)
        uploadSlots = try table(.uploadSlots)
        images = try table(.images)
        self.tables = try tables.decodeIfPresent([String: FeatureTable].self, forKey: .tables) ?? [:]
    }
}

/// A `snapfit_user` row with its `user_vibe` rows.
struct StoredUser: Codable, Sendable, Equatable {
    var id: Int
    var nickName: String
    var socialType: String
    var socialId: String
    var createdAt: String
    var loginTime: String?
    var marketingReceive: Bool
    var photographer: Bool
    var noti: Bool
    var valid: Bool
    var profile: String?
    var vibeIDs: [Int]
}

/// A `user_device` row.
struct StoredDevice: Codable, Sendable, Equatable {
    var id: Int
    var deviceType: String
    var deviceId: String
    var userId: Int
    var loginDateTime: String
}

/// A `post` row with its images, locations, vibes and price options.
struct StoredPost: Codable, Sendable, Equatable {
    var id: Int
    var makerId: Int
    var createAt: String
    var studio: Bool
    var title: String
    var desc: String
    var personPrice: Int?
    /// A stored file's name, or an absolute URL for seeded pictures hosted elsewhere.
    var thumbnail: String
    /// Stored files' names, or absolute URLs.
    var images: [String]
    var locationIDs: [Int]
    var vibeIDs: [Int]
    var prices: [StoredPrice]
    var valid: Bool
}

/// A `post_price` row: an option's length in minutes and its price in KRW.
struct StoredPrice: Codable, Sendable, Equatable, Hashable {
    var minutes: Int
    var price: Int
}

/// A `like_post` row.
struct StoredLike: Codable, Sendable, Equatable {
    var userId: Int
    var postId: Int
}

/// A `reservation` row; times are Korea wall-clock `yyyy-MM-dd HH:mm:ss`.
struct StoredReservation: Codable, Sendable, Equatable {
    var id: Int
    var userId: Int
    var postId: Int
    var makerId: Int
    var personPrice: Int
    var minutes: Int
    var price: Int
    var person: Int
    var createdAt: String
    var reservationTime: String
    var cancelMessage: String?
    var location: String
    var email: String
    var phoneNumber: String?
}

/// A signed upload URL handed out by `/snapfit/image/paths`.
struct StoredUploadSlot: Codable, Sendable, Equatable {
    var fileName: String
    var contentType: String
    /// Epoch seconds after which the URL is refused.
    var expiresAt: Int
    /// The user the URL was handed to (absent in data files written before quotas).
    var owner: Int?
}

/// A file uploaded to the storage stand-in. Its bytes are kept by the `UploadStore`, never in the state, so saving a
/// change costs the same whatever was uploaded.
struct StoredImage: Codable, Sendable, Equatable {
    var fileName: String
    var contentType: String
    var size: Int
    /// The user whose upload URL stored it, counted against that user's quota.
    var owner: Int?
}
