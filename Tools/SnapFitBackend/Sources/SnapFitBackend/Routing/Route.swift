/// The sandbox's routes: the contract's 25 endpoints plus the storage stand-in's upload and download and the
/// exchange-rate stand-in's `latest.json`, each public or behind a valid access JWT, as the real server's security
/// filter has them. Each has a handler: the dispatch switches over both kinds without a default.
enum Route: Sendable, Equatable {
    /// A route the security filter lets through without a SnapFit JWT.
    case open(OpenRoute)
    /// A route that needs a valid access JWT first.
    case signedIn(SignedInRoute)

    /// Whether the security filter lets it through without a SnapFit JWT.
    var isPublic: Bool {
        switch self {
        case .open: true
        case .signedIn: false
        }
    }

    /// The public path prefix of the storage stand-in; a stored file lives at `storagePrefix + fileName`, where a
    /// file name is one plain name, or one in the seed's folder (`seed/p001-1.png`).
    static let storagePrefix = "/storage/snapfit-sandbox/"

    private static let table: [String: [String: Route]] = [
        "/snapfit/user": ["POST": .open(.signUp), "GET": .signedIn(.profile), "DELETE": .signedIn(.withdraw)],
        "/snapfit/login": ["GET": .open(.login)],
        "/refresh/token": ["GET": .open(.refresh)],
        "/snapfit/logout": ["POST": .signedIn(.logout)],
        "/snapfit/user/info": ["POST": .signedIn(.modifyInfo)],
        "/snapfit/vibes": ["GET": .open(.vibes)],
        "/snapfit/locations": ["GET": .open(.locations)],
        "/snapfit/image/paths": ["GET": .signedIn(.imagePaths)],
        "/snapfit/post": ["POST": .signedIn(.createPost), "GET": .signedIn(.postDetail)],
        "/snapfit/posts/filter/vibes": ["GET": .signedIn(.postsByVibes)],
        "/snapfit/posts/all": ["GET": .signedIn(.allPosts)],
        "/snapfit/posts/maker": ["GET": .signedIn(.makerPosts)],
        "/snapfit/post/like": ["POST": .signedIn(.like), "DELETE": .signedIn(.unlike), "GET": .signedIn(.likedPosts)],
        "/snapfit/post/like/count": ["GET": .signedIn(.likeCount)],
        "/snapfit/reservation": [
            "POST": .signedIn(.createReservation), "GET": .signedIn(.reservationDetail),
            "DELETE": .signedIn(.cancelReservation),
        ],
        "/snapfit/reservation/maker": ["GET": .signedIn(.makerReservations)],
        "/snapfit/reservation/user": ["GET": .signedIn(.userReservations)],
        "/snapfit/reservation/count": ["GET": .signedIn(.reservationCount)],
        "/api/latest.json": ["GET": .open(.latestRates)],
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
        return ["PUT": .open(.uploadImage(fileName: fileName)), "GET": .open(.downloadImage(fileName: fileName))]
    }
}
