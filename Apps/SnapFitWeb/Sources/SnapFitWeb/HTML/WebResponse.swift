import Foundation
import SnapFitHTTPServer

/// The web app's answers, each with the headers every answer carries: no script but the app's own file, no
/// framing, no sniffing, and pages never cached (coming back to a list shows where the user was).
package enum WebResponse {
    package static let securityHeaders: [(name: String, value: String)] = [
        (
            "Content-Security-Policy",
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
                + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
        ("X-Frame-Options", "DENY"),
    ]

    package static func page(_ html: HTML, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: securityHeaders + [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Data(html.bytes))
    }

    /// 204 No Content: nothing new to show, so the browser stays on the page it shows.
    package static let noContent = HTTPResponse(status: 204, headers: securityHeaders + [("Cache-Control", "no-store")])

    /// 303 See Other: after a form, the browser loads `path` with a GET.
    package static func redirect(to path: String) -> HTTPResponse {
        HTTPResponse(
            status: 303, headers: securityHeaders + [("Location", path), ("Cache-Control", "no-store")])
    }

    package static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: securityHeaders + [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Data(text.utf8))
    }

    /// 405: `path` takes only the `allowed` methods (forms post; nothing else changes anything).
    package static func methodNotAllowed(allowed: [String]) -> HTTPResponse {
        var response = text("Method Not Allowed\n", status: 405)
        response.headers.append(("Allow", allowed.joined(separator: ", ")))
        return response
    }

    /// A file of the app (the stylesheet, the script), cached for an hour.
    package static func asset(_ text: String, contentType: String) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: securityHeaders + [("Content-Type", contentType), ("Cache-Control", "public, max-age=3600")],
            body: Data(text.utf8))
    }

    /// A photo's bytes, private to the session that was shown it; one whose address may show another picture
    /// later (a registration's, before it is confirmed) is not kept by the browser.
    package static func photo(_ data: Data, contentType: String, isLasting: Bool = true) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: securityHeaders + [
                ("Content-Type", contentType), ("Cache-Control", isLasting ? "private, max-age=3600" : "no-store"),
            ],
            body: data)
    }
}
