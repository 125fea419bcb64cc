import Foundation
import SnapFitHTTPServer

extension Backend {
    /// The answer of a `.status` fault: SnapFit's error body with `code` (its catalogue message when it has one),
    /// or Spring's default body when `code` is `nil`.
    static func refusal(_ status: Int, code: Int?, path: String, now: Date) -> HTTPResponse {
        guard let code else { return APIFailure.spring(status: status).response(path: path, now: now) }
        let message = SnapFitErrorCode(rawValue: code)?.message ?? "fault injected by the sandbox"
        return .json(["errorCode": .int(code), "message": .string(message)], status: status)
    }
}

extension HTTPResponse {
    /// A 200 whose JSON body is cut in the middle of a value, so no JSON parser reads it.
    static let malformedJSON = HTTPResponse(
        status: 200, headers: [("Content-Type", "application/json")], body: Data(#"{"data":[{"id":1,"title":"#.utf8))

    /// The answer to a request whose caller left while a `.delay` fault held it back: never handled, never delivered.
    static var abandoned: HTTPResponse {
        var response = HTTPResponse(status: 503)
        response.delivery = .dropped
        return response
    }
}
