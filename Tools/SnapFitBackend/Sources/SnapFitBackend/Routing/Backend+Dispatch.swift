import Foundation
import SnapFitHTTPServer

/// What a handler knows about the request it serves.
struct RequestContext {
    let request: HTTPRequest
    let now: Date
    /// The backend's public address, for the URLs it hands out (never the request's `Host`, which a client chooses).
    let origin: String
}

extension Backend {
    /// Routes a request as the real server's security filter and router do: public routes run anonymously;
    /// everything else, unknown paths included, first needs a valid access JWT.
    func dispatch(_ request: HTTPRequest, now: Date) throws(APIFailure) -> HTTPResponse {
        let context = RequestContext(request: request, now: now, origin: publicOrigin)
        switch Route.match(method: request.method, path: request.path) {
        case .route(.open(let route)): return try dispatchPublic(route, context)
        case .options(let allowed, isPublic: true): return Self.options(allowed)
        case .route(.signedIn(let route)):
            let caller = try tokens.authenticate(request, now: now)
            guard let key = ReadAnswers.key(route, caller: caller, request) else {
                return try dispatchProtected(route, caller: caller, context)
            }
            if let kept = readAnswers[key] { return kept }
            let response = try dispatchProtected(route, caller: caller, context)
            readAnswers.keep(response, for: key)
            return response
        case .options(let allowed, isPublic: false):
            _ = try tokens.authenticate(request, now: now)
            return Self.options(allowed)
        case .methodNotAllowed(isPublic: true): throw .spring(status: 405)
        case .methodNotAllowed(isPublic: false):
            _ = try tokens.authenticate(request, now: now)
            throw .spring(status: 405)
        case .notFound: return try dispatchFeature(caller: tokens.authenticate(request, now: now), context)
        }
    }

    private func dispatchPublic(_ route: OpenRoute, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        switch route {
        case .signUp: try signUp(context)
        case .login: try login(context)
        case .refresh: try refresh(context)
        case .vibes: vibeList()
        case .locations: locationList()
        case .uploadImage: try uploadImage(storedFileName(context), context)
        case .downloadImage: try downloadImage(storedFileName(context))
        case .latestRates: latestRates()
        case .apiDocs: .json(APIDocument.document(reference: reference))
        }
    }

    private func dispatchProtected(
        _ route: SignedInRoute, caller: Int, _ context: RequestContext
    ) throws(APIFailure) -> HTTPResponse {
        switch route {
        case .logout: try logout(context)
        case .profile: try profile(caller: caller)
        case .withdraw: try withdraw(caller: caller)
        case .modifyInfo: try modifyInfo(caller: caller, context)
        case .imagePaths: try imagePaths(caller: caller, context)
        case .createPost: try createPost(caller: caller, context)
        case .postDetail: try postDetail(caller: caller, context)
        case .postsByVibes: try postsByVibes(caller: caller, context)
        case .allPosts: try allPosts(caller: caller, context)
        case .makerPosts: try makerPosts(caller: caller, context)
        case .like: try like(caller: caller, context)
        case .unlike: try unlike(caller: caller, context)
        case .likeCount: likeCount(caller: caller)
        case .likedPosts: try likedPosts(caller: caller, context)
        case .createReservation: try createReservation(caller: caller, context)
        case .makerReservations: try makerReservations(caller: caller, context)
        case .userReservations: try userReservations(caller: caller, context)
        case .reservationDetail: try reservationDetail(caller: caller, context)
        case .cancelReservation: try cancelReservation(caller: caller, context)
        case .reservationCount: reservationCount(caller: caller)
        }
    }

    /// The file a storage route's path names (the router matched it, so it names one).
    private func storedFileName(_ context: RequestContext) throws(APIFailure) -> String {
        guard let fileName = Route.fileName(in: context.request.path) else { throw .spring(status: 404) }
        return fileName
    }

    /// The answer to `OPTIONS`: no body, and the methods the path takes.
    static func options(_ allowed: [String]) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [(name: "Allow", value: allowed.joined(separator: ","))], body: Data())
    }
}
