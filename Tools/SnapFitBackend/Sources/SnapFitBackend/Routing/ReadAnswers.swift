import SnapFitHTTPServer

/// The answers to reads of the catalog (a product, a list of products, the likes), kept for the state they were read
/// from: the same read by the same caller of the same state answers the same bytes, so it is answered once. The
/// backend forgets them all at any change of its state, its own or one read from the shared data file; nothing kept
/// can outlive the state it was read from.
struct ReadAnswers {
    /// The most answers kept; past it, all are let go and kept anew.
    static let capacity = 2_048

    /// A read whose answer may be kept: the route, what the request asks, and who asks.
    struct Key: Hashable {
        let route: SignedInRoute
        let path: String
        let query: [Parameter]
        let caller: Int
    }

    /// One name and value of a query, kept apart.
    struct Parameter: Hashable {
        let name: String
        let value: String
    }

    private var answers: [Key: HTTPResponse] = [:]

    /// The key of `route` read by `caller` as `request` asks, or `nil` when the route does more than read the state
    /// and the caller (a change, a count, a booking whose status moves with the clock), so its answer is not kept.
    static func key(_ route: SignedInRoute, caller: Int, _ request: HTTPRequest) -> Key? {
        switch route {
        case .postDetail, .postsByVibes, .allPosts, .makerPosts, .likedPosts:
            Key(
                route: route, path: request.path,
                query: request.query.map { Parameter(name: $0.name, value: $0.value) },
                caller: caller)
        case .logout, .profile, .withdraw, .modifyInfo, .imagePaths, .createPost, .like, .unlike, .likeCount,
            .createReservation, .makerReservations, .userReservations, .reservationDetail, .cancelReservation,
            .reservationCount:
            nil
        }
    }

    subscript(key: Key) -> HTTPResponse? { answers[key] }

    /// Keeps `response` for `key` when it is a success.
    mutating func keep(_ response: HTTPResponse, for key: Key) {
        guard (200..<300).contains(response.status) else { return }
        if answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
        answers[key] = response
    }

    /// Forgets every answer: the state changed.
    mutating func removeAll() {
        answers.removeAll(keepingCapacity: true)
    }
}
