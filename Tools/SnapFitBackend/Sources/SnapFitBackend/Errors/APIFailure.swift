/// Why a request failed, in one of the two body formats the real server produces.
package enum APIFailure: Error, Equatable {
    /// A SnapFit error body `{"errorCode","message"}` from the catalogue.
    case snapfit(SnapFitErrorCode)
    /// Spring Boot's default error body `{"timestamp","path","status","error","requestId"}`.
    case spring(status: Int)
    /// A rejected upload to the storage stand-in, answered in GCS's XML error format.
    case storage(status: Int, code: String)
    /// A Spring 500, with the cause the server's own log would show.
    case serverError(cause: String)
    /// A sandbox limit reached (the real server has none): a 429 in Spring's default body, with `Retry-After`.
    case quota(retryAfter: Int)

    package static let invalidRequest = APIFailure.snapfit(.invalidRequest)
    package static let badRequest = APIFailure.spring(status: 400)

    /// The HTTP status it answers with.
    var status: Int {
        switch self {
        case .snapfit(let code): code.status
        case .spring(let status), .storage(let status, _): status
        case .serverError: 500
        case .quota: 429
        }
    }
}
