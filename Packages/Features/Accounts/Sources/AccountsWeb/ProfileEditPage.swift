import AccountsDomain
import AccountsPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/me/edit`: the nickname and vibes, saved by the profile editor; refused, the form comes back with why.
enum ProfileEditPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest) async -> HTTPResponse {
        let display = SceneRecording<ProfileEditScene.Outcome>()
        let scene = ProfileEditConfigurator.configure(
            display: display, dependencies: AccountsUseCases(request.session.services.useCases),
            language: request.context.language)
        var problem: ErrorViewModel?
        if request.http.method == "POST" {
            await scene.save(
                request: .init(nickname: request.form["nickname"] ?? "", vibes: request.form.values("vibes")))
            switch display.outcomes.last {
            case .saved(let saved)?:
                request.session.notice = saved.message
                return WebResponse.redirect(to: "/me")
            case .failed(let refusal)?: problem = refusal
            case .profile?, nil: break
            }
            display.reset()
        }
        await scene.load(request: .init())
        return await display.page { outcome in
            switch outcome {
            case .profile(let profile): await page(profile, problem: problem, request)
            case .failed(let error): ErrorPage.response(error, retry: "/me/edit", request.context)
            case .saved: nil
            }
        }
    }

    private static nonisolated(nonsending) func page(
        _ profile: ProfileEditScene.Load.ViewModel, problem: ErrorViewModel?, _ request: WebRequest
    ) async -> HTTPResponse {
        let context = request.context
        let language = context.language
        let typed = request.http.method == "POST"
        var nickname = FormControl(
            name: "nickname", label: Labels.nickname(language),
            value: typed ? request.form["nickname"] ?? "" : profile.profile.nickname, hint: profile.message)
        nickname.attributes = "autocomplete=\"nickname\""
        let vibes = await CatalogChoices.checkboxes(
            request, legend: Labels.likedVibes(language),
            checked: typed ? request.form.values("vibes") : profile.profile.vibes, refusal: nil)
        let content: HTML = """
            <h1>\(WebWords.editProfile(language))</h1>
            \(problem.map { HTML("<p class=\"problem\" id=\"profile-error\" role=\"alert\">\($0.message)</p>") })
            <form id="profile-form" class="stacked" method="post" action="/me/edit">\(context.tokenField)
            \(nickname.html)
            \(vibes)
            <button id="profile-submit" type="submit">\(WebWords.save(language))</button>
            </form>
            <p><a href="/me">\(WebWords.myPage(language))</a></p>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.editProfile(language), current: "/me", content, context),
            status: problem == nil ? 200 : 400)
    }
}
