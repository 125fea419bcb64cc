import Foundation
import SnapFitHTTPServer

extension HTTPResponse {
    /// A JSON response; success is always 200 on the real server.
    package static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [(name: "Content-Type", value: "application/json")], body: value.serialized)
    }

    /// The 200 with an empty body that void endpoints return.
    package static let empty = HTTPResponse(status: 200)
}
