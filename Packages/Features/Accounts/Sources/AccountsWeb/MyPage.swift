import AccountsDomain
import AccountsPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/me`: the profile, the counts and the maker's tools; `POST /logout`; and `/me/withdraw`, which asks the my-page
/// scene's question before withdrawing.
@MainActor
enum MyPage {
    static func respond(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecorder()
        await Self.scene(display, request).load(request: .init())
        let context = request.context
        let featureLinks = request.featureLinks
        let language = context.language
        return await ErrorPage.unlessFailed(display.outcome(MyPageScene.Load.ViewModel.self), retry: nil, context) {
            page in
            let tools = page.makerTools.compactMap { tool in
                Destinations.link(for: tool.action).map { HTML("<li><a href=\"\($0.path)\">\(tool.title)</a></li>") }
            }
            let content: HTML = """
                <h1>\(page.profile.nickname)</h1>
                <p>\(page.profile.roleLabel) · \(Labels.vibes(language))\(page.profile.vibesLabel)</p>
                <ul class="counts">
                <li><a href="/likes">\(page.likesLabel)</a></li>
                <li><a href="/reservations">\(page.reservationsLabel)</a></li>
                </ul>
                \(tools.isEmpty ? nil : HTML("<h2>\(Labels.makerTools(language))</h2><ul>\(tools)</ul>"))
                <ul class="actions">
                \(featureLinks.map { link -> HTML in "<li><a href=\"\(link.path)\">\(link.title(language))</a></li>" })
                <li><a href="/me/edit">\(WebWords.editProfile(language))</a></li>
                <li><a href="/me/withdraw">\(WebWords.withdraw(language))</a></li>
                </ul>
                <form method="post" action="/logout">\(context.tokenField)<button type="submit">\(WebWords.logout(language))</button></form>
                """
            return WebResponse.page(Layout.page(title: WebWords.myPage(language), current: "/me", content, context))
        }
    }

    static func logout(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecorder()
        await Self.scene(display, request).logout(request: .init())
        if let error = display.error { return ErrorPage.response(error, retry: nil, request.context) }
        request.session.changeUser(signedIn: false)
        return WebResponse.redirect(to: "/")
    }

    /// GET shows the scene's question (it cannot be undone) with a button to confirm; the confirming POST withdraws.
    static func withdraw(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecorder()
        let scene = Self.scene(display, request)
        let context = request.context
        guard request.http.method == "POST" else {
            await scene.withdraw(request: .init(confirmed: nil))
            guard let question = display.last(MyPageScene.Withdraw.Question.self) else {
                return ErrorPage.serverError(context)
            }
            let content: HTML = """
                <section class="problem" aria-labelledby="withdraw-title">
                <h1 id="withdraw-title">\(WebWords.withdraw(context.language))</h1>
                \(question.note.map { HTML("<p class=\"warning\">\($0)</p>") })
                <form id="withdraw-form" method="post" action="/me/withdraw">\(context.tokenField)
                <button id="withdraw-confirm" type="submit">\(question.prompt)</button>
                </form>
                <p><a href="/me">\(WebWords.keepAccount(context.language))</a></p>
                </section>
                """
            return WebResponse.page(
                Layout.page(title: WebWords.withdraw(context.language), current: "/me", content, context))
        }
        await scene.withdraw(request: .init(confirmed: true))
        guard let withdrawn = display.last(MyPageScene.Withdraw.ViewModel.self) else {
            return ErrorPage.failure(display.error, retry: nil, context)
        }
        request.session.notice = withdrawn.message
        request.session.changeUser(signedIn: false)
        return WebResponse.redirect(to: "/")
    }

    /// My page's scene, over the feature's use cases in the session's language.
    private static func scene(_ display: SceneRecorder, _ request: WebRequest) -> any MyPageBusinessLogic {
        MyPageConfigurator.configure(
            display: display, dependencies: AccountsUseCases(request.session.services.useCases),
            language: request.context.language)
    }
}
