import Foundation
import SnapFitHTTPServer

extension APIFailure {
    /// The response the real server sends for this failure on `path` at `now`, with the headers HTTP asks of its
    /// status: a 401 names the scheme that signs in (`Bearer`), a 405 the methods the path takes, a 429 when to
    /// try again.
    func response(path: String, now: Date) -> HTTPResponse {
        var response = body(path: path, now: now)
        if case .quota(let seconds) = self { response.headers.append(("Retry-After", String(seconds))) }
        switch response.status {
        case 401: response.headers.append(("WWW-Authenticate", "Bearer"))
        case 405:
            if case .options(let allowed, _) = Route.match(method: "OPTIONS", path: path) {
                response.headers.append(("Allow", allowed.joined(separator: ",")))
            }
        default: break
        }
        return response
    }

    private func body(path: String, now: Date) -> HTTPResponse {
        switch self {
        case .snapfit(let code):
            return .json(["errorCode": .int(code.rawValue), "message": .string(code.message)], status: code.status)
        case .serverError:
            return Self.spring(status: 500).body(path: path, now: now)
        case .quota:
            return Self.spring(status: 429).body(path: path, now: now)
        case .spring(let status):
            let body: JSONValue = [
                "timestamp": .string(Self.timestamp(now)),
                "path": .string(path),
                "status": .int(status),
                "error": .string(Self.reasonPhrase(status)),
                "requestId": .string(String(UInt32.random(in: .min ... .max), radix: 16)),
            ]
            return .json(body, status: status)
        case .storage(let status, let code):
            let body = "<?xml version='1.0' encoding='UTF-8'?><Error><Code>\(code)</Code></Error>"
            return HTTPResponse(
                status: status, headers: [(name: "Content-Type", value: "application/xml; charset=UTF-8")],
                body: Data(body.utf8))
        }
    }

    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 429: "Too Many Requests"
        default: "Internal Server Error"
        }
    }

    private static func timestamp(_ date: Date) -> String {
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
        return date.formatted(style).replacingOccurrences(of: "Z", with: "+00:00")
    }
}
