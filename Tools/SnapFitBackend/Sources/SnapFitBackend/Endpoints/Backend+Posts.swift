import SnapFitHTTPServer

/// §3.11–3.15: creating and reading products.
extension Backend {
    /// `POST /snapfit/post`: a maker lists a product whose pictures were uploaded through signed URLs.
    /// Option values are stored unchecked, as on the real server; a bad one fails later detail reads.
    func createPost(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let body = try StrictObject(body: context.request.body, schema: .createPost)
        let vibeNames = try Validate.present(body.strings("vibes"))
        let locationNames = try Validate.present(body.strings("locations"))
        let imageNames = try Validate.present(body.strings("imageNames"))
        let thumbnail = try Validate.present(body.string("thumbnail"))
        let title = try Validate.present(body.string("title"))
        let desc = try Validate.present(body.string("desc"))
        let studio = try body.bool("studio") ?? false
        var prices: [StoredPrice] = []
        for object in try Validate.present(body.objects("prices")) {
            prices.append(
                StoredPrice(
                    minutes: try Validate.present(object.int("min")), price: try Validate.present(object.int("price"))))
        }
        let personPrice = try body.int("personPrice")

        let maker = state.users[try validUserIndex(caller)]
        guard maker.photographer else { throw .snapfit(.notMaker) }
        let storedNames = Set(state.images.map(\.fileName))
        guard (imageNames + [thumbnail]).allSatisfy(storedNames.contains) else { throw .snapfit(.notExistImage) }
        let post = StoredPost(
            id: nextID(state.posts, \.id), makerId: caller, createAt: KoreaTime.format(context.now), studio: studio,
            title: title, desc: desc, personPrice: personPrice, thumbnail: thumbnail, images: imageNames,
            locationIDs: try reference.locationIDs(locationNames), vibeIDs: try reference.vibeIDs(vibeNames),
            prices: prices, valid: true)
        state.posts.append(post)
        return .json(try postDetail(post, caller: caller, origin: context.origin, checkingPrices: false))
    }

    /// `GET /snapfit/post?id=`: hidden posts are readable too.
    func postDetail(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let post = try post(try context.request.integer(.postDetailId))
        return .json(try postDetail(post, caller: caller, origin: context.origin))
    }

    /// `GET /snapfit/posts/filter/vibes?vibes=&limit=&offset=`: valid posts with any of the vibes.
    func postsByVibes(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let vibeNames = try context.request.list(.vibes)
        let page = try PageParameters(context.request).validated()
        let vibeIDs = Set(try reference.vibeIDs(vibeNames))
        return try postPage(page, caller: caller, context) { !vibeIDs.isDisjoint(with: $0.vibeIDs) }
    }

    /// `GET /snapfit/posts/all?limit=&offset=`.
    func allPosts(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let page = try PageParameters(context.request).validated()
        return try postPage(page, caller: caller, context) { _ in true }
    }

    /// `GET /snapfit/posts/maker?limit=&offset=&userId=`: the maker is not checked to be one.
    func makerPosts(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let unvalidated = try PageParameters(context.request)
        let makerId = try context.request.integer(.makerId)
        let page = try unvalidated.validated()
        return try postPage(page, caller: caller, context) { $0.makerId == makerId }
    }

    /// A page of valid posts in id order.
    func postPage(
        _ page: PageParameters, caller: Int, _ context: RequestContext, where include: (StoredPost) -> Bool
    ) throws(APIFailure) -> HTTPResponse {
        let posts = state.posts.filter { $0.valid && include($0) }.sorted { $0.id < $1.id }
        return .json(
            try page.page(of: posts) { post throws(APIFailure) in
                try postSummary(post, caller: caller, origin: context.origin)
            })
    }
}
