import AccountsDomain
import AccountsPresentation
import SnapFitDomain
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/signup`: the terms, a nickname and vibes, all sent to the sign-up flow at once; the first answer it refuses
/// comes back with why beside it. A login that found no account brings its social account here (kept in the
/// session, never written into the page); otherwise the form asks for it too. Signed up, the user goes back to the
/// page that sent them to log in.
enum SignUpPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest) async -> HTTPResponse {
        let session = request.session
        let kept = session.state(SignUpAccount.self).account
        let account =
            kept
            ?? (
                request.form["provider"].flatMap(SocialProvider.init(rawValue:)) ?? .kakao,
                request.form["token"] ?? ""
            )
        let display = SceneRecording<SignUpScene.Outcome>()
        let scene = SignUpConfigurator.configure(
            display: display, dependencies: AccountsUseCases(session.services.useCases),
            language: request.context.language
        )
        guard request.http.method == "POST" else {
            await scene.start(request: .init(provider: account.provider, socialToken: ""))
            return await page(
                Shown(display.outcomes), provider: account.provider, asksAccount: kept == nil, problem: nil, request)
        }
        await scene.start(
            request: .init(
                provider: account.provider, socialToken: account.token,
                consents: SignUpScene.LoadTerms.consents(accepting: Set(request.form.values("terms"))),
                nickname: request.form["nickname"] ?? "", vibes: request.form.values("vibes")))
        let shown = Shown(display.outcomes)
        if let signedUp = shown.signedUp {
            session.changeUser(signedIn: true)
            session.notice = signedUp.message
            return WebResponse.redirect(to: request.back(or: "/"))
        }
        return await page(
            shown, provider: account.provider, asksAccount: kept == nil, problem: shown.problem, request)
    }

    /// What the flow showed, in order: the terms, the question it asks now, and how it ended.
    private struct Shown {
        var terms: SignUpScene.LoadTerms.ViewModel?
        var question: SignUpScene.Question.ViewModel?
        var signedUp: SignUpScene.Submit.ViewModel?
        var problem: ErrorViewModel?

        init(_ outcomes: [SignUpScene.Outcome]) {
            for outcome in outcomes {
                switch outcome {
                case .terms(let terms): self.terms = terms
                case .question(let question): self.question = question
                case .signedUp(let signedUp): self.signedUp = signedUp
                case .failed(let error): problem = error
                case .termsAccepted, .nicknameAccepted, .vibeChoices, .vibesAccepted: break
                }
            }
        }
    }

    private static nonisolated(nonsending) func page(
        _ shown: Shown, provider: SocialProvider, asksAccount: Bool, problem: ErrorViewModel?, _ request: WebRequest
    ) async -> HTTPResponse {
        let context = request.context
        let language = context.language
        let question = shown.question
        let refused = question?.refusal.map { (question?.step, $0.message) }
        let isPost = request.http.method == "POST"
        let terms = shown.terms.map { terms in
            Checkboxes(
                name: "terms", legend: terms.title, choices: terms.terms.map { ($0.key, $0.title) },
                checked: Set(request.form.values("terms")),
                refusal: refused?.0 == .requiredTerms ? refused?.1 : nil
            ).html
        }
        var nickname = FormControl(
            name: "nickname", label: Labels.nickname(language), value: request.form["nickname"] ?? "")
        nickname.attributes = "autocomplete=\"nickname\""
        if refused?.0 == .nickname { nickname.refusal = refused?.1 }
        let vibes = await CatalogChoices.checkboxes(
            request, legend: Labels.likedVibes(language), checked: request.form.values("vibes"),
            refusal: refused?.0 == .vibes ? refused?.1 : nil)
        let content: HTML = """
            <h1>\(WebWords.signUp(language))</h1>
            \(problem.map { HTML("<p class=\"problem\" role=\"alert\">\($0.message)</p>") })
            <form id="signup-form" class="stacked" method="post" action="/signup">\(context.tokenField)
            <input type="hidden" name="back" value="\(request.back(or: "/"))">
            \(asksAccount ? SocialAccountFields.html(
                provider: provider, token: request.form["token"] ?? "", hint: WebWords.signUpTokenHint(language),
                refusal: nil, isDEV: context.isDEV, language) : nil)
            \(terms)
            \(nickname.html)
            \(vibes)
            <button id="signup-submit" type="submit">\(WebWords.signUp(language))</button>
            </form>
            """
        return WebResponse.page(
            Layout.page(title: WebWords.signUp(language), current: "/me", content, context),
            status: isPost ? 400 : 200)
    }
}
