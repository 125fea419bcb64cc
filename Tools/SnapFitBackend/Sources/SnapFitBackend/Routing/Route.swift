/// The sandbox's routes: the contract's 25 endpoints plus the storage stand-in's upload and download and the
/// exchange-rate stand-in's `latest.json`.
enum Route: Sendable, Equatable {
    case signUp, login, refresh, logout
    case profile, withdraw, modifyInfo
    case vibes, locations
    case imagePaths, createPost, postDetail, postsByVibes, allPosts, makerPosts
    case like, unlike, likeCount, likedPosts
    case createReservation, makerReservations, userReservations, reservationDetail, cancelReservation
    case reservationCount
    /// `GET` of the exchange rates, Open Exchange Rates' `latest.json` (outside the contract).
    case latestRates
    /// `PUT` of a signed upload URL, naming the stored file.
    case uploadImage(fileName: String)
    /// `GET` of a stored file's public URL.
    case downloadImage(fileName: String)

    /// Routes the real server's security filter lets through without a SnapFit JWT.
    var isPublic: Bool {
        switch self {
        case .signUp, .login, .refresh, .vibes, .locations, .uploadImage, .downloadImage, .latestRates: true
        default: false
        }
    }

    /// The public path prefix of the storage stand-in; a stored file lives at `storagePrefix + fileName`, where a
    /// file name is one plain name, or one in the seed's folder (`seed/p001-1.png`).
    static let storagePrefix = "/storage/snapfit-sandbox/"

    private static let table: [String: [String: Route]] = [
        "/snapfit/user": ["POST": .signUp, "GET": .profile, "DELETE": .withdraw],
        "/snapfit/login": ["GET": .login],
        "/refresh/token": ["GET": .refresh],
        "/snapfit/logout": ["POST": .logout],
        "/snapfit/user/info": ["POST": .modifyInfo],
        "/snapfit/vibes": ["GET": .vibes],
        "/snapfit/locations": ["GET": .locations],
        "/snapfit/image/paths": ["GET": .imagePaths],
        "/snapfit/post": ["POST": .createPost, "GET": .postDetail],
        "/snapfit/posts/filter/vibes": ["GET": .postsByVibes],
        "/snapfit/posts/all": ["GET": .allPosts],
        "/snapfit/posts/maker": ["GET": .makerPosts],
        "/snapfit/post/like": ["POST": .like, "DELETE": .unlike, "GET": .likedPosts],
        "/snapfit/post/like/count": ["GET": .likeCount],
        "/snapfit/reservation": ["POST": .createReservation, "GET": .reservationDetail, "DELETE": .cancelReservation],
        "/snapfit/reservation/maker": ["GET": .makerReservations],
        "/snapfit/reservation/user": ["GET": .userReservations],
        "/snapfit/reservation/count": ["GET": .reservationCount],
        "/api/latest.json": ["GET": .latestRates],
    ]

    /// What a method and path resolve to.
    enum Match: Equatable {
        case route(Route)
        /// `OPTIONS` of an existing path: the methods it takes, and whether one of its routes is public.
        case options(allowed: [String], isPublic: Bool)
        /// The path exists, but not for this method (405).
        case methodNotAllowed
        /// No such path (404).
        case notFound
    }

    /// Resolves a request as Spring does: `HEAD` is served by the `GET` route, and `OPTIONS` lists the methods.
    static func match(method: String, path: String) -> Match {
        guard let methods = routes(of: path) else { return .notFound }
        switch method {
        case "OPTIONS":
            let allowed = Set(methods.keys).union(methods["GET"] == nil ? ["OPTIONS"] : ["HEAD", "OPTIONS"])
            return .options(allowed: allowed.sorted(), isPublic: methods.values.contains { $0.isPublic })
        case "HEAD":
            return methods["GET"].map(Match.route) ?? .methodNotAllowed
        default:
            return methods[method].map(Match.route) ?? .methodNotAllowed
        }
    }

    /// The routes of `path` by method, or `nil` when no such path exists.
    private static func routes(of path: String) -> [String: Route]? {
        guard path.hasPrefix(storagePrefix) else { return table[path] }
        let fileName = String(path.dropFirst(storagePrefix.count))
        let seedFolder = SeedImageLibrary.folder
        let name = fileName.hasPrefix(seedFolder) ? fileName.dropFirst(seedFolder.count) : Substring(fileName)
        guard !name.isEmpty, !name.contains("/") else { return nil }
        return ["PUT": .uploadImage(fileName: fileName), "GET": .downloadImage(fileName: fileName)]
    }
}
