/// One query parameter as the server's `@RequestParam` declares it: its case-sensitive name, its Java type, and the
/// bounds its `@Min`/`@Max`/`@Size` state. Handlers read it through `HTTPRequest.integer(_:)`, `text(_:)` and
/// `list(_:)`; `/api-docs` publishes the same declaration.
struct QueryParameter: Sendable {
    let name: String
    let kind: Kind
    let summary: String

    enum Kind: Sendable {
        /// A Java `Integer` or `Long`: missing, or not such a number, is `400, code 1`; out of `range`, a 400 in
        /// Spring's default body (method validation, which the server does not map).
        case integer(Schema.Whole)
        /// A `String`: missing is `400, code 1`; a `length` violation a 400 in Spring's default body. Its `values`
        /// and format describe what the handler accepts.
        case text(Schema.Text)
        /// A `List<String>`, repeated or comma-separated (`explode` says which the document shows): missing is
        /// `400, code 1`; each item is `item`.
        case list(Schema, explode: Bool)
    }
}

extension QueryParameter {
    static let socialType = QueryParameter(
        name: "SocialType", kind: .text(.init(values: ["kakao", "apple"])),
        summary: "The social provider, matched ignoring case.")
    static let refreshToken = QueryParameter(
        name: "refreshToken", kind: .text(.init(format: .jwt)),
        summary: "A SnapFit JWT; any valid one is accepted, an access token too.")
    static let limit = QueryParameter(
        name: "limit", kind: .integer(.init(range: 1...100)), summary: "Rows per page.")
    static let offset = QueryParameter(
        name: "offset", kind: .integer(.init(range: 0...Int(Int32.max))),
        summary: "A row offset (SQL OFFSET), not a page number.")
    /// The liked posts' offset, which the server also caps at 100.
    static let likedOffset = QueryParameter(
        name: "offset", kind: .integer(.init(range: 0...100)), summary: "A row offset, at most 100 on this route.")
    static let postId = QueryParameter(name: "postId", kind: .integer(.long), summary: "A post's id.")
    static let postDetailId = QueryParameter(name: "id", kind: .integer(.long), summary: "A post's id.")
    static let reservationId = QueryParameter(name: "id", kind: .integer(.long), summary: "A reservation's id.")
    static let makerId = QueryParameter(
        name: "userId", kind: .integer(.long), summary: "The maker's user id (not checked to be a maker).")
    static let extensions = QueryParameter(
        name: "ext", kind: .list(.string(.init(values: Backend.uploadContentTypes.keys.sorted())), explode: true),
        summary: "One file extension per upload address, repeated or comma-separated; exactly png, heic or heif.")
    static let vibes = QueryParameter(
        name: "vibes", kind: .list(.reference(.vibes), explode: false),
        summary: "Vibe names, comma-separated or repeated, matched ignoring case; posts with any of them are listed.")
    static let cancelMessage = QueryParameter(
        name: "message", kind: .text(.init(length: 2...3000)), summary: "Why the reservation is cancelled.")
    static let uploadExpires = QueryParameter(
        name: "X-Sandbox-Expires", kind: .text(.init()), summary: "Part of the signed URL, as issued.")
    static let uploadSignature = QueryParameter(
        name: "X-Sandbox-Signature", kind: .text(.init()), summary: "Part of the signed URL, as issued.")
}
