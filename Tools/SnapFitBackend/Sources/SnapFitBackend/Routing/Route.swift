/// The sandbox's routes: the contract's 25 endpoints, the storage stand-in's upload and download, the exchange-rate
/// stand-in's `latest.json` and `/api-docs`, each public or behind a valid access JWT, as the real server's security
/// filter has them. Each has a handler and a declaration: the dispatch and `declaration` switch over both kinds
/// without a default.
enum Route: Sendable, Equatable {
    /// A route the security filter lets through without a SnapFit JWT.
    case open(OpenRoute)
    /// A route that needs a valid access JWT first.
    case signedIn(SignedInRoute)

    /// Every route.
    static let all = OpenRoute.allCases.map(Route.open) + SignedInRoute.allCases.map(Route.signedIn)

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

    /// The routes by declared path, then method.
    private static let table: [String: [String: Route]] = Dictionary(
        grouping: all, by: { $0.declaration.path }
    ).mapValues { routes in Dictionary(uniqueKeysWithValues: routes.map { ($0.declaration.method, $0) }) }

    /// What a method and path resolve to.
    enum Match: Equatable {
        case route(Route)
        /// `OPTIONS` of an existing path: the methods it takes, and whether one of its routes is public.
        case options(allowed: [String], isPublic: Bool)
        /// The path exists, but not for this method (405). `isPublic` when the security filter lets the whole path
        /// through (every route of it is public), so the 405 needs no token; `POST /snapfit/user` is public alone.
        case methodNotAllowed(isPublic: Bool)
        /// No such path (404).
        case notFound
    }

    /// Resolves a request as Spring does: `HEAD` is served by the `GET` route, `OPTIONS` lists the methods, and
    /// any other method the path lacks, known or not (`TRACE`, `QUERY`), is a 405.
    static func match(method: String, path: String) -> Match {
        guard let methods = routes(of: path) else { return .notFound }
        switch method {
        case "OPTIONS":
            let allowed = Set(methods.keys).union(methods["GET"] == nil ? ["OPTIONS"] : ["HEAD", "OPTIONS"])
            return .options(allowed: allowed.sorted(), isPublic: methods.values.contains { $0.isPublic })
        case "HEAD":
            return methods["GET"].map(Match.route) ?? .methodNotAllowed(isPublic: methods.values.allSatisfy(\.isPublic))
        default:
            return methods[method].map(Match.route)
                ?? .methodNotAllowed(isPublic: methods.values.allSatisfy(\.isPublic))
        }
    }

    /// The stored file a storage path names, or `nil` when the path names none.
    static func fileName(in path: String) -> String? {
        guard path.hasPrefix(storagePrefix) else { return nil }
        let fileName = String(path.dropFirst(storagePrefix.count))
        let seedFolder = SeedImageLibrary.folder
        let name = fileName.hasPrefix(seedFolder) ? fileName.dropFirst(seedFolder.count) : Substring(fileName)
        guard !name.isEmpty, !name.contains("/") else { return nil }
        return fileName
    }

    /// The routes of `path` by method, or `nil` when no such path exists.
    private static func routes(of path: String) -> [String: Route]? {
        guard path.hasPrefix(storagePrefix) else { return table[path] }
        return fileName(in: path).flatMap { _ in table[storagePrefix + "{fileName}"] }
    }
}
