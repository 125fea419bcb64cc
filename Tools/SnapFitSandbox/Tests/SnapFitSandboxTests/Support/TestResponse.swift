import Foundation

/// One answer of the sandbox as a test reads it.
struct TestResponse {
    let status: Int
    let headers: [String: String]
    let body: Data

    /// A response header by its case-insensitive name.
    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// The body as a JSON object; empty when it is not one.
    var object: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }

    /// The body as a JSON array; empty when it is not one.
    var array: [Any] { (try? JSONSerialization.jsonObject(with: body)) as? [Any] ?? [] }

    /// The `data` items of a `{offset, limit, data}` page.
    var items: [[String: Any]] { object["data"] as? [[String: Any]] ?? [] }

    /// `errorCode` of a SnapFit error body.
    var errorCode: Int? { object["errorCode"] as? Int }

    /// Whether the body is Spring's default error body with this status.
    func isSpringError(_ status: Int) -> Bool {
        let keys = Set(object.keys)
        return self.status == status && object["status"] as? Int == status
            && keys == ["timestamp", "path", "status", "error", "requestId"]
    }
}
