import Foundation
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitHTTPServer
import SnapFitNetworking
import SnapFitWeb

/// A browser for tests: keeps its session cookie, reads the form token from the pages it gets, and sends requests
/// straight to a `WebApp` (no socket).
@MainActor
public final class TestBrowser {
    public let app: WebApp
    public private(set) var cookie: String?
    public private(set) var formToken: String?
    /// Headers sent with every request besides the cookie, such as `accept-language`.
    public var headers: [String: String] = [:]

    public init(_ app: WebApp) {
        self.app = app
    }

    /// A web app in `phase` whose every session runs over `services` (doubles of the app core, for page tests), with
    /// `features`' pages beside the kernel's.
    package static func app(
        over services: StubServices, features: [WebFeature] = [], phase: String = "DEV"
    ) -> WebApp {
        WebApp(phase: phase, features: features) { _ in services }
    }

    /// A web app in DEV over a fresh home folder of its own, with `features`' pages (journeys, end to end, pass
    /// `WebFeature.installed`).
    package static func devApp(features: [WebFeature]) -> WebApp {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-web-\(UUID().uuidString)")
        let di = AppDI(configuration: AppConfiguration(phase: .dev, home: home))
        return WebApp(phase: "DEV", features: features) { di.makeUserScope(language: $0) }
    }

    /// A web app over `configuration`'s phase, its footer saying `phase`, with `features`' pages.
    package static func app(
        _ configuration: AppConfiguration, session: any URLSessionable, phase: String, features: [WebFeature]
    ) -> WebApp {
        let di = AppDI(configuration: configuration, session: session)
        return WebApp(phase: phase, features: features) { di.makeUserScope(language: $0) }
    }

    public func get(_ target: String, method: String = "GET") async -> Page {
        await send(method: method, target: target, body: Data(), contentType: nil)
    }

    /// Posts `fields` url-encoded, with this browser's form token unless `token` says otherwise.
    public func post(_ target: String, _ fields: [(String, String)], token: String?? = .none) async -> Page {
        let csrf: String? =
            switch token {
            case .none: formToken
            case .some(let given): given
            }
        let all = (csrf.map { [("csrf", $0)] } ?? []) + fields
        let body = all.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
        return await send(
            method: "POST", target: target, body: Data(body.utf8), contentType: "application/x-www-form-urlencoded")
    }

    /// Posts `fields` and `files` as `multipart/form-data`, with this browser's form token, as a file upload form does.
    public func postMultipart(
        _ target: String, _ fields: [(String, String)], files: [(field: String, filename: String, data: Data)]
    ) async -> Page {
        let boundary = "----SnapFitTestBoundary7MA4YWxk"
        var body = Data()
        for (name, value) in (formToken.map { [("csrf", $0)] } ?? []) + fields {
            body.append(
                Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        for file in files {
            body.append(
                Data(
                    ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.filename)\"\r\n"
                        + "Content-Type: application/octet-stream\r\n\r\n").utf8))
            body.append(file.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return await send(
            method: "POST", target: target, body: body, contentType: "multipart/form-data; boundary=\(boundary)")
    }

    /// Logs in with the stand-in social token and, signed in, follows the redirect as a browser does (which brings
    /// the session's new form token). Returns the login's own answer.
    @discardableResult
    public func logIn(_ token: String = "dev-customer") async -> Page {
        if formToken == nil { _ = await get("/login") }
        let answer = await post("/login", [("provider", "kakao"), ("token", token)])
        if answer.status == 303, let location = answer.header("Location") { _ = await get(location) }
        return answer
    }

    private func send(method: String, target: String, body: Data, contentType: String?) async -> Page {
        let decoded = (try? HTTPRequestTarget.decode(Array(target.utf8))) ?? (path: target, query: [])
        var headers = headers
        if let cookie { headers["cookie"] = "theme=dark; snapfit_session=\(cookie)" }
        if let contentType { headers["content-type"] = contentType }
        let response = await app.respond(
            to: HTTPRequest(method: method, path: decoded.path, query: decoded.query, headers: headers, body: body))
        let page = Page(response: response)
        if let set = page.header("Set-Cookie"), let value = set.split(separator: ";").first?.split(separator: "=").last
        {
            cookie = String(value)
        }
        if let token = page.formToken { formToken = token }
        return page
    }

    private func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

/// One answer, with its page's text.
public struct Page: Sendable {
    public let response: HTTPResponse
    public var status: Int { response.status }
    public var text: String { String(decoding: response.body, as: UTF8.self) }

    public func header(_ name: String) -> String? {
        response.headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The form token in the page's forms.
    public var formToken: String? {
        guard let range = text.range(of: "name=\"csrf\" value=\"") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }

    /// The first photo path in the page.
    public var firstPhotoPath: String? {
        guard let range = text.range(of: "src=\"/photos/") else { return nil }
        return "/photos/" + String(text[range.upperBound...].prefix { $0 != "\"" })
    }
}
