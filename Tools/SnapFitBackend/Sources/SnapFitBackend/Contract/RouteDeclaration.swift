/// One route as declared once: its method and path, who may call it, its parameters, body, answer and the failures
/// particular to it. The router finds routes by these, handlers read their parameters and bodies through them, and
/// `/api-docs` is written from them.
struct RouteDeclaration: Sendable {
    /// Who the security filter lets through.
    enum Access: Sendable {
        /// Anyone; a token sent anyway is ignored.
        case open
        /// Anyone with a social provider's token in `Authorization: Bearer` (login and sign-up). The handler reads
        /// the header as a parameter: without it, or malformed, the answer is `400, code 1`, never a 401 (§2.1).
        case socialToken
        /// A valid SnapFit access JWT, else `401, code 3`.
        case accessToken
        /// A signed upload URL's own query, no `Authorization`.
        case signedURL
    }

    /// What a success answers, always with 200.
    enum Answer: Sendable {
        case json(Schema)
        /// An empty body.
        case empty
        /// A stored picture's bytes.
        case picture
        /// This document.
        case document
    }

    let method: String
    /// The path; a storage path's file name is the template `{fileName}`.
    let path: String
    let operationId: String
    let summary: String
    let access: Access
    var query: [QueryParameter] = []
    /// A JSON body, or for an upload the raw picture (`picture` below).
    var body: Schema? = nil
    /// Whether the body is a picture's raw bytes with its `Content-Type` (an upload).
    var takesPicture = false
    let answer: Answer
    /// The failures of this route besides those every route of its access and parameters has (`401, code 3` behind
    /// a token, `400, code 1` for a bad parameter or body, Spring's 400 for a bound).
    var failures: [APIFailure] = []

    /// The as-built 500 of this route, if it has one.
    var asBuilt: AsBuiltServerError? {
        AsBuiltServerError.allCases.first { $0.route.declaration.operationId == operationId }
    }
}
