import Foundation
import SnapFitAppCore
import SnapFitDomain
import SnapFitHTTPServer
import SnapFitPresentation

/// The web app: answers each HTTP request with a page rendered from a scene of the browser's own session. It holds
/// no rule and no flow: scenes decide, pages only render what they displayed. Every request but a GET or HEAD must
/// carry its session's form token (and no other site's `Origin`); an unknown or missing session cookie starts a new
/// session. A page that needs a signed-in user sends a signed-out visitor to log in first, and back. Each session's
/// requests run on its own actor (`SessionHost`), so different sessions are served at the same time.
public final class WebApp: Sendable {
    /// The body every form may send, and how long it may take.
    static let formBody = BodyLimit(maxBytes: 64 << 10, timeout: 15)

    private let sessions: WebSessions
    private let phase: String
    /// The one-time permits for the large bodies of the forms that send files.
    let uploadPermits = UploadPermits()
    /// All sessions' kept list pages: room for about 3,000 lists of 20 cards.
    private let markupBudget = MarkupBudget(capacity: 64 << 20)
    /// The features' pages, found where a request arrives.
    private let featurePages: FeaturePages

    /// - Parameters:
    ///   - phase: "DEV" or "REAL", shown in every page's footer.
    ///   - features: the features' pages beside the kernel's (`WebFeature.installed` in the executable).
    ///   - makeServices: a new user's services, for each new session (`AppDI.makeUserScope`), in the language the
    ///     browser asks for (`Accept-Language`) when it names Korean or English.
    package init(
        phase: String, features: [WebFeature] = [],
        makeServices: @escaping @Sendable (_ browserLanguage: Language?) -> any AppServices
    ) {
        self.phase = phase
        featurePages = FeaturePages(features)
        sessions = WebSessions(makeServices: makeServices, now: { ContinuousClock.now })
    }

    /// How many sessions are open.
    public var sessionCount: Int { sessions.count }

    /// The body `head` (a request before its body) may send: the large body of a form that sends files, with its
    /// session's permit, else `formBody`.
    public func bodyLimit(for head: HTTPRequest) -> BodyLimit {
        guard head.method == "POST", let upload = featurePages.page(method: "POST", path: head.path)?.page.upload,
            let permit = head.queryValue(UploadPermits.queryName),
            let session = SessionCookie.id(in: head.header("cookie")), uploadPermits.take(permit, for: session)
        else { return Self.formBody }
        return upload
    }

    /// The answer to one request; never throws, never shows a stack trace. (The server leaves out a HEAD's body.)
    /// What needs no session (the health check, the stylesheet and the script, a method or path no page takes) is
    /// answered without one.
    public nonisolated(nonsending) func respond(to http: HTTPRequest) async -> HTTPResponse {
        let route =
            WebRoute(method: http.method, path: http.path)
            ?? featurePages.page(method: http.method, path: http.path).map { _ in .feature(path: http.path) }
        if route == nil {
            // A path that takes other methods says which; a method no form uses is not here at all.
            let allowed = WebRoute.methods(at: http.path) + featurePages.methods(at: http.path)
            if !allowed.isEmpty { return WebResponse.methodNotAllowed(allowed: allowed) }
            if !["GET", "HEAD", "POST"].contains(http.method) { return WebResponse.text("Not Found\n", status: 404) }
        }
        switch route {
        case .health?: return WebResponse.text("ok\n")
        case .stylesheet?: return WebResponse.asset(Stylesheet.text, contentType: "text/css; charset=utf-8")
        case .script?: return WebResponse.asset(Script.text, contentType: "text/javascript; charset=utf-8")
        case .photo?, .feature?, nil:
            return await respondInSession(to: http, route: route)
        }
    }

    /// The answer to a request for a page, a form or a photo, on the actor of the session its cookie names (or of a
    /// new one). A session that took a new id since its cookie was looked up is no longer that cookie's: the request
    /// is then answered as one without a session, in a new one (which nobody else knows, so the second round ends).
    private func respondInSession(to http: HTTPRequest, route: WebRoute?) async -> HTTPResponse {
        var cookie = SessionCookie.id(in: http.header("cookie"))
        let language = AcceptLanguage.preferred(http.header("accept-language"))
        while true {
            let (host, id, isNew) = sessions.session(for: cookie, peer: http.peer, browserLanguage: language)
            let answer = await host.run { session in
                await self.answer(http, route: route, in: session, id: id, isNew: isNew, host: host)
            }
            if let answer { return answer }
            cookie = nil
        }
    }

    /// The answer in `session`, known as `id` when the request's cookie was looked up (`nil` when it no longer is):
    /// one request at a time, pictures aside; the request that changed the session's user gives it a new identity
    /// and is the only one to send it.
    private nonisolated(nonsending) func answer(
        _ http: HTTPRequest, route: WebRoute?, in session: WebSession, id: String, isNew: Bool, host: SessionHost
    ) async -> HTTPResponse? {
        guard session.id == id else { return nil }
        if case .photo(let token)? = route {
            // Pictures come many at once and change nothing: they do not wait for the session's turn.
            var response = await PhotoBytes.respond(session, token: token)
            if isNew { response.headers.append(SessionCookie.header(for: id)) }
            return response
        }
        return await session.turns.run { () -> HTTPResponse? in
            // A request that waited for its turn behind a login or logout is not the new user's.
            guard session.id == id else { return nil }
            var response = await answer(route, http, session: session, isNew: isNew)
            if session.needsNewIdentity {
                uploadPermits.revoke(for: id)
                session.renewIdentity()
                sessions.renew(host, from: id, to: session.id, signedIn: session.isSignedIn, peer: http.peer)
            }
            if isNew || session.id != id { response.headers.append(SessionCookie.header(for: session.id)) }
            return response
        }
    }

    /// Where a page that needs a signed-in user sends a signed-out visitor: the login page (`/login`, the Accounts
    /// feature's), which comes back to the page asked for (a form's page cannot be posted again: it comes back home).
    private func signInFirst(_ http: HTTPRequest) -> HTTPResponse {
        let back =
            http.method == "POST"
            ? nil
            : QueryString.path(
                QueryString.encodePath(http.path), http.query.map { ($0.name, $0.value) })
        return WebResponse.redirect(to: QueryString.path("/login", [("back", back)]))
    }

    /// Answers `route`, sending a signed-out visitor to log in first (with the notice the page would have shown).
    private nonisolated(nonsending) func answer(
        _ route: WebRoute?, _ http: HTTPRequest, session: WebSession, isNew: Bool
    ) async -> HTTPResponse {
        var context = PageContext(language: session.language, formToken: session.formToken, phase: phase)
        if http.method == "GET" { (context.notice, session.notice) = (session.notice, nil) }
        let response = await answer(route, http, session: session, isNew: isNew, context: context)
        guard response.status == 401 else { return response }
        session.notice = session.notice ?? context.notice
        return signInFirst(http)
    }

    /// Checks a form's token (every method but GET and HEAD needs its session's), then answers `route`.
    private nonisolated(nonsending) func answer(
        _ route: WebRoute?, _ http: HTTPRequest, session: WebSession, isNew: Bool, context: PageContext
    ) async -> HTTPResponse {
        var request = WebRequest(
            http: http, form: FormFields(), session: session, context: context, uploadPermits: uploadPermits,
            markupBudget: markupBudget, featureLinks: featurePages.links)
        guard http.method != "GET", http.method != "HEAD" else { return await answer(route, request) }
        guard !isNew, Self.isSameOrigin(http) else { return ErrorPage.formExpired(context) }
        let contentType = http.header("content-type") ?? ""
        if contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") {
            request.form = FormFields(urlEncoded: http.body)
        } else if featurePages.page(method: "POST", path: http.path)?.page.upload != nil,
            let multipart = MultipartForm(body: http.body, contentType: contentType)
        {
            (request.form, request.files) = (multipart.fields, multipart.files)
        } else {
            return ErrorPage.formExpired(context)
        }
        guard RandomToken.matches(request.form["csrf"] ?? "", session.formToken) else {
            return ErrorPage.formExpired(context)
        }
        return await answer(route, request)
    }

    /// Whether a form comes from this app's own pages: a browser names the page's origin, and another site's is
    /// refused even with a valid token. (A client that names none, as some privacy settings do, is judged by its
    /// token alone.)
    private static func isSameOrigin(_ http: HTTPRequest) -> Bool {
        guard let origin = http.header("origin")?.lowercased() else { return true }
        guard let host = http.header("host")?.lowercased() else { return false }
        return origin == "http://" + host || origin == "https://" + host
    }

    private nonisolated(nonsending) func answer(_ route: WebRoute?, _ request: WebRequest) async -> HTTPResponse {
        switch route {
        case .feature(let path)?: await answerFeature(path, request)
        case .health?, .stylesheet?, .script?, .photo?, nil: ErrorPage.notFound(request.context)
        }
    }

    /// A feature's page, answered by the feature; a path whose feature is gone is not found.
    private nonisolated(nonsending) func answerFeature(_ path: String, _ request: WebRequest) async -> HTTPResponse {
        guard let (page, ids) = featurePages.page(method: request.http.method, path: path) else {
            return ErrorPage.notFound(request.context)
        }
        var request = request
        request.ids = ids
        return await page.respond(request)
    }
}
