import AccountsDomain
import AccountsPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/me`: the profile, the counts and the maker's tools; `POST /logout`; and `/me/withdraw`, which asks the my-page
/// scene's question before withdrawing.
enum MyPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecording<MyPageScene.Outcome>()
        await Self.scene(display, request).load(request: .init())
        return await display.page { outcome in
            switch outcome {
            case .myPage(let page): Self.page(page, request)
            case .failed(let error): ErrorPage.response(error, retry: nil, request.context)
            case .loggedOut, .question, .withdrawn: nil
            }
        }
    }

    private static func page(_ page: MyPageScene.Load.ViewModel, _ request: WebRequest) -> HTTPResponse {
        let context = request.context
        let language = context.language
        let featureLinks = request.featureLinks
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
            <li><a class="button" href="/me/edit">\(WebWords.editProfile(language))</a></li>
            \(featureLinks.map { link -> HTML in "<li><a href=\"\(link.path)\">\(link.title(language))</a></li>" })
            <li><form method="post" action="/logout">\(context.tokenField)\
            <button class="secondary" type="submit">\(WebWords.logout(language))</button></form></li>
            </ul>
            <p class="danger-zone"><a class="danger" href="/me/withdraw">\(WebWords.withdraw(language))</a></p>
            """
        return WebResponse.page(Layout.page(title: WebWords.myPage(language), current: "/me", content, context))
    }

    static nonisolated(nonsending) func logout(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecording<MyPageScene.Outcome>()
        await Self.scene(display, request).logout(request: .init())
        return await display.page { outcome in
            switch outcome {
            case .loggedOut:
                request.session.changeUser(signedIn: false)
                return WebResponse.redirect(to: "/")
            case .failed(let error): return ErrorPage.response(error, retry: nil, request.context)
            case .myPage, .question, .withdrawn: return nil
            }
        }
    }

    /// GET shows the scene's question (it cannot be undone) with a button to confirm; the confirming POST withdraws.
    static nonisolated(nonsending) func withdraw(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecording<MyPageScene.Outcome>()
        let scene = Self.scene(display, request)
        let context = request.context
        guard request.http.method == "POST" else {
            await scene.withdraw(request: .init(confirmed: nil))
            return await display.page { outcome in
                switch outcome {
                case .question(let question): withdrawPage(question, context)
                case .failed(let error): ErrorPage.response(error, retry: nil, context)
                case .myPage, .loggedOut, .withdrawn: nil
                }
            }
        }
        await scene.withdraw(request: .init(confirmed: true))
        return await display.page { outcome in
            switch outcome {
            case .withdrawn(let withdrawn):
                request.session.notice = withdrawn.message
                request.session.changeUser(signedIn: false)
                return WebResponse.redirect(to: "/")
            case .failed(let error): return ErrorPage.response(error, retry: nil, context)
            case .myPage, .loggedOut, .question: return nil
            }
        }
    }

    /// The question before withdrawing (it cannot be undone), with a button to confirm.
    private static func withdrawPage(_ question: MyPageScene.Withdraw.Question, _ context: PageContext) -> HTTPResponse
    {
        let content: HTML = """
            <section class="problem" aria-labelledby="withdraw-title">
            <h1 id="withdraw-title">\(WebWords.withdraw(context.language))</h1>
            \(question.note.map { HTML("<p class=\"warning\">\($0)</p>") })
            <form id="withdraw-form" method="post" action="/me/withdraw">\(context.tokenField)
            <button id="withdraw-confirm" class="danger" type="submit">\(question.prompt)</button>
            </form>
            <p><a href="/me">\(WebWords.keepAccount(context.language))</a></p>
            </section>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.withdraw(context.language), current: "/me", content, context))
    }

    /// My page's scene, over the feature's use cases in the session's language.
    private static func scene(
        _ display: SceneRecording<MyPageScene.Outcome>, _ request: WebRequest
    ) -> any MyPageBusinessLogic {
        MyPageConfigurator.configure(
            display: display, dependencies: AccountsUseCases(request.session.services.useCases),
            language: request.context.language)
    }
}
