import AccountsDomain
import AccountsPresentation
import SnapFitDomain
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/login`: the stand-in for a social login (the provider and its token), signed in by the login scene. The
/// token comes back as typed when it is refused.
enum LoginPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest) async -> HTTPResponse {
        guard request.http.method == "POST" else { return page(problem: nil, provider: .kakao, request) }
        let provider = request.form["provider"].flatMap(SocialProvider.init(rawValue:)) ?? .kakao
        let display = SceneRecording<LoginScene.Outcome>()
        await LoginConfigurator.configure(
            display: display, dependencies: AccountsUseCases(request.session.services.useCases),
            language: request.context.language
        ).signIn(request: .init(provider: provider, socialToken: request.form["token"] ?? ""))
        return await display.page { outcome in
            switch outcome {
            case .signUpNeeded(let needed):
                request.session.state(SignUpAccount.self).account = (provider, request.form["token"] ?? "")
                request.session.notice = needed.error.message
                return WebResponse.redirect(to: signUpPath(request))
            case .signedIn:
                request.session.changeUser(signedIn: true)
                return WebResponse.redirect(to: request.back(or: "/"))
            case .failed(let error): return page(problem: error, provider: provider, request)
            }
        }
    }

    private static func page(problem: ErrorViewModel?, provider: SocialProvider, _ request: WebRequest) -> HTTPResponse
    {
        let context = request.context
        let language = context.language
        let content: HTML = """
            <h1>\(WebWords.login(language))</h1>
            <form class="stacked" method="post" action="/login">\(context.tokenField)
            <input type="hidden" name="back" value="\(request.back(or: "/"))">
            \(SocialAccountFields.html(
                provider: provider, token: request.form["token"] ?? "", hint: WebWords.socialTokenHint(language),
                refusal: problem?.message, isDEV: context.isDEV, language))
            <button type="submit">\(WebWords.login(language))</button>
            </form>
            <p>\(WebWords.noAccountYet(language)) <a href="\(signUpPath(request))">\(WebWords.signUp(language))</a></p>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.login(language), current: "/me", content, context),
            status: problem == nil ? 200 : 400)
    }

    /// The sign-up page, which comes back where this login would have.
    private static func signUpPath(_ request: WebRequest) -> String {
        let back = request.back(or: "/")
        return QueryString.path("/signup", [("back", back == "/" ? nil : back)])
    }
}
