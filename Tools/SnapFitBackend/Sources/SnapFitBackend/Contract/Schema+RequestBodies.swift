/// The request bodies of the contract (§3.1, §3.7, §3.11, §3.20), as the server's DTOs and bean validation declare
/// them: the handlers check a body against these, and `/api-docs` publishes them.
extension Schema {
    /// `SignUp`. A missing `vibes` passes validation (then fails as built); `marketing` is read and ignored.
    static let signUp = named(
        "SignUp",
        .object([
            Field("social", .string(.init(values: ["kakao", "apple"])), "Lowercase, exactly."),
            Field("vibes", .array(of: .reference(.vibes), count: 1...2), required: false),
            Field("deviceType", .string(.init(values: ["apple", "android"])), required: false),
            Field("deviceToken", .text, required: false, "A push device id; a known one keeps its first user."),
            Field("marketing", .boolean, required: false, "Read and ignored: stored as false."),
            Field("nickName", .string(.init(length: nickNameLength))),
        ]))

    /// `InfoModify`: a missing `nickName` passes validation (then fails as built).
    static let infoModify = named(
        "InfoModify",
        .object([
            Field("nickName", .string(.init(length: nickNameLength)), required: false),
            Field("vibes", .array(of: .reference(.vibes), count: 1...2)),
        ]))

    /// `CreatePost`: option values are stored unchecked.
    static let createPost = named(
        "CreatePost",
        .object([
            Field("vibes", .array(of: .reference(.vibes), count: 1...2)),
            Field("locations", .array(of: .reference(.locations), count: 1...2)),
            Field("imageNames", .array(of: .text, count: 1...8), "File names from /snapfit/image/paths, uploaded."),
            Field("thumbnail", .string(.init(length: 1...Int.max)), "An uploaded file name."),
            Field("title", .string(.init(length: 1...128))),
            Field("desc", .string(.init(length: 1...4000))),
            Field("studio", .boolean, required: false, "Indoor (true) or outdoor; false when absent."),
            Field("prices", .array(of: price, count: 1...Int.max)),
            Field(
                "personPrice", .integer(.init(range: 0...100_000_000)), required: false,
                "The surcharge per additional person."),
        ]))

    /// `ReservationCreate`: `person` counts the additional people.
    static let reservationCreate = named(
        "ReservationCreate",
        .object([
            Field("email", .string(.init(notBlank: true, format: .email))),
            Field("phoneNumber", .string(.init(pattern: "^01[0-9]{9}$")), required: false, "Digits only."),
            Field("postId", .integer(.long)),
            Field("makerId", .integer(.long), "Must be the post's maker."),
            Field("minutes", .integer(.init(range: 30...300))),
            Field("price", .integer(.init(range: 1000...100_000_000)), "With minutes, one of the post's prices."),
            Field("person", .integer(.init(range: 0...10000)), "추가 인원 수: the additional people."),
            Field("personPrice", .integer(.int), "Must be the post's personPrice."),
            Field("reservationLocation", .string(.init(length: 1...100))),
            Field(
                "reservationTime",
                .string(
                    .init(
                        pattern: KoreaTime.requestTimePattern, format: .koreaLocalDateTime,
                        example: "2031-01-02T10:00:00")),
                "Korea wall-clock time in the future; a fraction of a second is dropped, a trailing Z ignored."),
        ]))

    /// A nickname's length, as the server's DTOs state it.
    static let nickNameLength = 2...8
}
