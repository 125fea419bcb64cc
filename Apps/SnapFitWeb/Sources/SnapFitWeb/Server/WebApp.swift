import Foundation
import SnapFitAppCore
import SnapFitHTTPServer

/// The web app: answers each HTTP request with a page rendered from a scene of the browser's own session. It holds
/// no rule and no flow: scenes decide, pages only render what they displayed. Every request but a GET or HEAD must
/// carry its session's form token; an unknown or missing session cookie starts a new session.
@MainActor
public final class WebApp {
    private let sessions: WebSessions
    private let phase: String

    /// - Parameters:
    ///   - phase: "DEV" or "REAL", shown in every page's footer.
    ///   - makeServices: a new user's services, for each new session (`AppDI.makeUserScope`).
    public init(phase: String, makeServices: @escaping @MainActor () -> any AppServices) {
        self.phase = phase
        sessions = WebSessions(makeServices: makeServices)
    }

    /// How many sessions are open.
    public var sessionCount: Int { sessions.count }

    /// The answer to one request; never throws, never shows a stack trace.
    public func respond(to http: HTTPRequest) async -> HTTPResponse {
        var response = await answer(http)
        if http.method == "HEAD" { response.body = Data() }
        return response
    }

    private func answer(_ http: HTTPRequest) async -> HTTPResponse {
        let route = WebRoute(method: http.method, path: http.path)
        switch route {
        case .health?: return WebResponse.text("ok\n")
        case .stylesheet?: return WebResponse.asset(Stylesheet.text, contentType: "text/css; charset=utf-8")
        case .script?: return WebResponse.asset(Script.text, contentType: "text/javascript; charset=utf-8")
        default: break
        }
        let cookie = SessionCookie.id(in: http.header("cookie"))
        let (session, isNew) = sessions.session(for: cookie)
        var response: HTTPResponse
        if case .photo(let token)? = route {
            // Pictures come many at once and change nothing: they do not wait for the session's turn.
            response = await PhotoBytes.respond(session, token: token)
        } else {
            response = await session.turns.run { await answer(route, http, session: session, isNew: isNew) }
        }
        if session.needsNewIdentity { sessions.renew(session) }
        if session.id != cookie { response.headers.append(SessionCookie.header(for: session.id)) }
        return response
    }

    /// Checks a form's token (every method but GET and HEAD needs its session's), then answers `route`.
    private func answer(
        _ route: WebRoute?, _ http: HTTPRequest, session: WebSession, isNew: Bool
    ) async -> HTTPResponse {
        var context = PageContext(language: session.language, formToken: session.formToken, phase: phase)
        if http.method == "GET" { (context.notice, session.notice) = (session.notice, nil) }
        guard http.method != "GET", http.method != "HEAD" else {
            return await answer(route, WebRequest(http: http, form: FormFields(), session: session, context: context))
        }
        guard !isNew else { return ErrorPage.formExpired(context) }
        let contentType = http.header("content-type") ?? ""
        var request = WebRequest(http: http, form: FormFields(), session: session, context: context)
        if contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") {
            request.form = FormFields(urlEncoded: http.body)
        } else if route == .register, let multipart = MultipartForm(body: http.body, contentType: contentType) {
            (request.form, request.files) = (multipart.fields, multipart.files)
        } else {
            return ErrorPage.formExpired(context)
        }
        guard RandomToken.matches(request.form["csrf"] ?? "", session.formToken) else {
            return ErrorPage.formExpired(context)
        }
        return await answer(route, request)
    }

    private func answer(_ route: WebRoute?, _ request: WebRequest) async -> HTTPResponse {
        switch route {
        case .home?: await HomePage.respond(request)
        case .products?: await ProductsPage.respond(request, likes: false)
        case .likes?: await ProductsPage.respond(request, likes: true)
        case .product(let id)?: await ProductDetailPage.respond(request, productID: id)
        case .step(let id, let step)?: await ProductDetailPage.step(request, from: id, by: step)
        case .photoViewer(let id, let number)?: await PhotoViewerPage.respond(request, productID: id, number: number)
        case .like(let id)?: await LikeAction.respond(request, productID: id)
        case .reservations?: await ReservationsPage.respond(request)
        case .reservationForm?: await ReservationFormPage.new(request)
        case .reserve?: await ReservationFormPage.submit(request)
        case .reservation(let id)?: await ReservationDetailPage.respond(request, id: id)
        case .cancelReservation(let id)?: await ReservationDetailPage.cancel(request, id: id)
        case .login?: await LoginPage.respond(request)
        case .logout?: await MyPage.logout(request)
        case .myPage?: await MyPage.respond(request)
        case .signUp?: await SignUpPage.respond(request)
        case .editProfile?: await ProfileEditPage.respond(request)
        case .withdraw?: await MyPage.withdraw(request)
        case .makerProducts?: await MakerProductsPage.respond(request)
        case .register?: await RegisterPage.respond(request)
        case .confirmRegistration?: await RegisterPage.confirm(request)
        case .makerReservations?: await MakerReservationsPage.respond(request)
        case .settings?: await SettingsPage.respond(request)
        case .health?, .stylesheet?, .script?, .photo?, nil: ErrorPage.notFound(request.context)
        }
    }
}
