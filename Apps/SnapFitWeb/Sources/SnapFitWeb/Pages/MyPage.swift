import SnapFitHTTPServer
import SnapFitPresentation

/// `/me`: the profile, the counts and the maker's tools; and `POST /logout`.
@MainActor
enum MyPage {
    static func respond(_ request: WebRequest) async -> HTTPResponse {
        let display = MyPageCapture()
        await request.session.services.makeMyPageScene(display: display).load(request: .init())
        let context = request.context
        let language = context.language
        return await ErrorPage.unlessFailed(display.outcome, retry: nil, context) { page in
            let tools = page.makerTools.map { HTML("<li>\($0.title)</li>") }
            let content: HTML = """
                <h1>\(page.profile.nickname)</h1>
                <p>\(page.profile.roleLabel) · \(Labels.vibes(language))\(page.profile.vibesLabel)</p>
                <ul class="counts">
                <li><a href="/likes">\(page.likesLabel)</a></li>
                <li>\(page.reservationsLabel)</li>
                </ul>
                \(tools.isEmpty ? nil : HTML("<h2>\(Labels.makerTools(language))</h2><ul>\(tools)</ul>"))
                <form method="post" action="/logout">\(context.tokenField)<button type="submit">\(WebWords.logout(language))</button></form>
                """
            return WebResponse.page(Layout.page(title: WebWords.myPage(language), current: "/me", content, context))
        }
    }

    static func logout(_ request: WebRequest) async -> HTTPResponse {
        let display = MyPageCapture()
        await request.session.services.makeMyPageScene(display: display).logout(request: .init())
        if let error = display.error { return ErrorPage.response(error, retry: nil, request.context) }
        request.session.needsNewIdentity = true
        return WebResponse.redirect(to: "/")
    }
}
