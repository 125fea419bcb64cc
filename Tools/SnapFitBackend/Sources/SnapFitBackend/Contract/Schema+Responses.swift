/// The answers of the contract (§4), as the backend writes them in `Wire/`: `/api-docs` publishes these, and the
/// sandbox's tests check every route's answer against them.
extension Schema {
    static let tokens = named(
        "Tokens",
        .object([
            Field("accessToken", .string(.init(format: .jwt))), Field("refreshToken", .string(.init(format: .jwt))),
        ]))
    static let vibe = named("Vibe", .object([Field("id", .integer(.long)), Field("name", .text)]))
    static let location = named("Location", .object([Field("id", .integer(.long)), Field("adminName", .text)]))
    static let makerRef = named("MakerRef", .object([Field("id", .integer(.long)), Field("nickName", .text)]))
    static let price = named("Price", .object([Field("min", .integer(.int)), Field("price", .integer(.int))]))
    static let count = named("Count", .object([Field("count", .integer(.int))]))

    /// A user with no vibes shows `{"id":null,"name":null}`, from the LEFT JOIN.
    static let user = named(
        "User",
        .object([
            Field("id", .integer(.long)), Field("nickName", .text),
            Field(
                "vibes",
                .array(of: .object([Field("id", .nullable(.integer(.long))), Field("name", .nullable(.text))]))),
            Field("socialType", .string(.init(values: ["kakao", "apple"]))), Field("marketingReceive", .boolean),
            Field("photographer", .boolean), Field("noti", .boolean), Field("profile", .nullable(.text)),
        ]))

    static let postSummary = named(
        "PostSummary",
        .object([
            Field("id", .integer(.long)), Field("maker", makerRef), Field("title", .text),
            Field("thumbNail", .text, "Capital N here; the detail says thumbnail."),
            Field("vibes", .array(of: .text)), Field("locations", .array(of: .text)),
            Field("price", .integer(.int), "The smallest option's price."), Field("studio", .boolean),
            Field("like", .boolean),
        ]))

    static let postDetail = named(
        "PostDetail",
        .object([
            Field("id", .integer(.long)), Field("maker", makerRef), Field("createAt", .string(responseTime)),
            Field("thumbnail", .text), Field("images", .array(of: .text)), Field("desc", .text), Field("title", .text),
            Field("vibes", .array(of: .text)), Field("locations", .array(of: .text)),
            Field("prices", .array(of: price), "Sorted as the text \"price:minutes\"."),
            Field("personPrice", .nullable(.integer(.int))), Field("studio", .boolean), Field("like", .boolean),
        ]))

    static let reservationSummary = named(
        "ReservationSummary",
        .object([
            Field("id", .integer(.long)), Field("reservationTime", .string(responseTime)), Field("post", postSummary),
            Field("totalPrice", .integer(.int), "The option's price plus one personPrice."),
            Field("cancelMessage", .nullable(.text)),
        ]))

    static let reservationDetail = named(
        "ReservationDetail",
        .object([
            Field("id", .integer(.long)), Field("user", makerRef), Field("maker", makerRef), Field("post", postSummary),
            Field("reservationTime", .string(responseTime)), Field("reservationLocation", .text),
            Field("person", .integer(.int)), Field("personPrice", .integer(.int)), Field("basePrice", .integer(.int)),
            Field("totalPrice", .integer(.int)), Field("cancelMessage", .nullable(.text)), Field("email", .text),
            Field("phoneNumber", .nullable(.text)),
        ]))

    static let postFile = named(
        "PostFile",
        .object([
            Field(
                "fileInfos",
                .array(of: .object([Field("fileName", .text), Field("filePath", .text, "A signed PUT URL.")])))
        ]))

    /// Open Exchange Rates' `latest.json`, the stand-in's answer.
    static let rates = named(
        "Rates",
        .object([
            Field("disclaimer", .text), Field("license", .text), Field("timestamp", .integer(.long)),
            Field("base", .text), Field("rates", .map(of: .number)),
        ]))

    static let postPage = page(of: postSummary, named: "PageOfPostSummary")
    static let reservationPage = page(of: reservationSummary, named: "PageOfReservationSummary")

    /// `{offset, limit, data}`: the request's window echoed, no total.
    static func page(of item: Schema, named name: String) -> Schema {
        .named(
            name,
            .object([
                Field("offset", .integer(.int)), Field("limit", .integer(.int)), Field("data", .array(of: item)),
            ]))
    }

    /// `yyyy-MM-dd HH:mm:ss`, no zone.
    private static let responseTime = Text(
        pattern: "^[0-9]{4,}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$", example: "2024-12-11 12:00:00")
}
