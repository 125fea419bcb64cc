import Foundation

/// Reads a WebDriver answer: `{"value": …}`, or a W3C error in that value when the status is not 2xx.
enum WebDriverReply {
    static func value(status: Int, body: Data) throws(WebDriverError) -> JSONValue {
        guard let reply = try? JSONDecoder().decode(JSONValue.self, from: body), let value = reply["value"] else {
            throw .malformed(status: status, body: String(decoding: body, as: UTF8.self))
        }
        guard (200..<300).contains(status) else {
            throw .refused(
                status: status, error: value["error"]?.string ?? "unknown error",
                message: value["message"]?.string ?? "")
        }
        return value
    }
}
