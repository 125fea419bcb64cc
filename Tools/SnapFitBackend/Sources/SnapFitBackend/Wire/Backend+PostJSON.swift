extension Backend {
    /// The `PostSummary` shape (contract §4.6): `thumbNail`, the smallest option as `price`, `like` for `caller`.
    func postSummary(_ post: StoredPost, caller: Int, origin: String) throws(APIFailure) -> JSONValue {
        [
            "id": .int(post.id),
            "maker": try userRef(post.makerId),
            "title": .string(post.title),
            "thumbNail": .string(imageURL(post.thumbnail, origin: origin)),
            "vibes": .array(Set(post.vibeIDs.compactMap(reference.vibeName)).sorted().map(JSONValue.string)),
            "locations": .array(
                Set(post.locationIDs.compactMap(reference.locationName)).sorted().map(JSONValue.string)),
            "price": .int(post.prices.map(\.price).min() ?? Int(Int32.max)),
            "studio": .bool(post.studio),
            "like": .bool(isLiked(post.id, by: caller)),
        ]
    }

    /// The `PostDetail` shape (contract §4.7): `thumbnail`, `createAt`, images sorted by URL, prices sorted as the
    /// text "price:minutes". When `checkingPrices`, as on every read, a stored option with minutes or price ≤ 0
    /// fails with `400, code 1`; creation answers from the request's values without that check.
    func postDetail(
        _ post: StoredPost, caller: Int, origin: String, checkingPrices: Bool = true
    ) throws(APIFailure) -> JSONValue {
        let maker = try userRef(post.makerId)
        try Validate.that(!checkingPrices || post.prices.allSatisfy { $0.minutes > 0 && $0.price > 0 })
        let prices = Set(post.prices).sorted { "\($0.price):\($0.minutes)" < "\($1.price):\($1.minutes)" }
        return [
            "id": .int(post.id),
            "maker": maker,
            "createAt": .string(post.createAt),
            "thumbnail": .string(imageURL(post.thumbnail, origin: origin)),
            "images": .array(Set(post.images.map { imageURL($0, origin: origin) }).sorted().map(JSONValue.string)),
            "desc": .string(post.desc),
            "title": .string(post.title),
            "vibes": .array(Set(post.vibeIDs.compactMap(reference.vibeName)).sorted().map(JSONValue.string)),
            "locations": .array(
                Set(post.locationIDs.compactMap(reference.locationName)).sorted().map(JSONValue.string)),
            "prices": .array(prices.map { ["min": .int($0.minutes), "price": .int($0.price)] }),
            "personPrice": .optional(post.personPrice),
            "studio": .bool(post.studio),
            "like": .bool(isLiked(post.id, by: caller)),
        ]
    }

    /// The public URL of a stored file on this sandbox (an upload, or a seed picture `seed/p001-1.png`); absolute
    /// references (as a data file written before the seed's pictures were served holds) pass unchanged.
    func imageURL(_ reference: String, origin: String) -> String {
        reference.contains("://") ? reference : origin + Route.storagePrefix + reference
    }
}
