extension FeatureTemplate {
    /// The `/<kebab>` and `/<kebab>/new` pages and their tests over the app core's doubles. (`WebRoute` and
    /// `WebApp` route them and my page links the list: see `edits`.)
    var webFiles: [String: String] {
        [
            "Apps/SnapFitWeb/Sources/SnapFitWeb/Pages/\(many)Page.swift": """
            import SnapFitDomain
            import SnapFitHTTPServer
            import SnapFitPresentation

            /// `/\(kebab)`, the signed-in user's \(manyWords), and `/\(kebab)/new`, the form that adds one: every field
            /// goes to the form's flow at once, the first refused comes back with why beside it, and a kept one leads
            /// back to the list.
            @MainActor
            enum \(many)Page {
                static func list(_ request: WebRequest) async -> HTTPResponse {
                    let display = SceneRecorder()
                    await request.session.services.make\(one)ListScene(display: display).load(request: .init())
                    let context = request.context
                    return await ErrorPage.unlessFailed(
                        display.outcome(\(one)ListScene.Load.ViewModel.self), retry: "/\(kebab)", context
                    ) { list in
                        let rows = list.rows.map { row -> HTML in "<li>\\(row.title)</li>" }
                        let content: HTML = \"""
                            <h1>\\(list.title)</h1>
                            \\(list.emptyNote.map { HTML("<p>\\($0)</p>") })
                            \\(rows.isEmpty ? nil : HTML("<ul id=\\"\(kebab)-list\\">\\(rows)</ul>"))
                            <p><a href="/\(kebab)/new">\\(\(one)FormPresenter.title(context.language))</a></p>
                            \"""
                        return WebResponse.page(Layout.page(title: list.title, current: "/me", content, context))
                    }
                }

                static func form(_ request: WebRequest) async -> HTTPResponse {
                    let context = request.context
                    var answers: [\(one)Field: String] = [:]
                    var refused: (field: \(one)Field, why: String)?
                    var problem: ErrorViewModel?
                    if request.http.method == "POST" {
                        for field in \(one)Field.allCases { answers[field] = request.form[field.rawValue] ?? "" }
                        let display = SceneRecorder()
                        await request.session.services.make\(one)FormScene(display: display).start(
                            request: .init(answers: answers))
                        if let created = display.last(\(one)FormScene.Created.ViewModel.self) {
                            request.session.notice = created.message
                            return WebResponse.redirect(to: "/\(kebab)")
                        }
                        if let question = display.last(\(one)FormScene.Question.ViewModel.self),
                            case .field(let field) = question.step
                        {
                            refused = (field, question.refusal?.message ?? WebWords.answerNeeded(context.language))
                        } else if let error = display.error, error.nextAction == nil {
                            // Refused by the server for a reason the user can only read: the form stays as typed.
                            problem = error
                        } else {
                            return ErrorPage.failure(display.error, retry: "/\(kebab)/new", context)
                        }
                    }
                    let controls = \(one)Field.allCases.map { field -> HTML in
                        var control = FormControl(
                            name: field.rawValue, label: \(one)FormPresenter.label(for: field, language: context.language),
                            value: answers[field] ?? "", hint: \(one)FormPresenter.rule(for: field, language: context.language))
                        if field == refused?.field { control.refusal = refused?.why }
                        switch field {
                        case .title: control.attributes = "maxlength=\\"\\(\(one)Rules.titleLength.upperBound)\\" autocomplete=\\"off\\""
                        }
                        return control.html
                    }
                    let title = \(one)FormPresenter.title(context.language)
                    let content: HTML = \"""
                        <h1>\\(title)</h1>
                        \\(problem.map { HTML("<p class=\\"problem\\" id=\\"\(kebab)-error\\" role=\\"alert\\">\\($0.message)</p>") })
                        <form id="\(kebab)-form" class="stacked" method="post" action="/\(kebab)/new">\\(context.tokenField)
                        \\(controls)
                        <button type="submit">\\(WebWords.save(context.language))</button>
                        </form>
                        <p><a href="/\(kebab)">\\(\(one)ListPresenter.title(context.language))</a></p>
                        \"""
                    let status = problem.map { ErrorPage.status(of: $0.kind) } ?? (refused == nil ? 200 : 400)
                    return WebResponse.page(Layout.page(title: title, current: "/me", content, context), status: status)
                }
            }

            """,
            "Apps/SnapFitWeb/Tests/SnapFitWebTests/Pages/\(many)PageTests.swift": """
            import SnapFitAppCoreTestSupport
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import SnapFitPresentation
            import SnapFitWebTestSupport
                        import Testing

            /// The \(words) pages over the app core's doubles: the list, escaped; the form, refused beside its field,
            /// then kept once; a form without its token changes nothing.
            @MainActor
            @Suite struct \(many)PageTests {
                private func browser(_ repository: Stub\(one)Repository) -> TestBrowser {
                    TestBrowser(TestBrowser.app(over: StubServices(useCases: .stubbed(\(manyLower): repository))))
                }

                @Test func list_showsTheRows_escaped_andLinksTheForm() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 1, title: "<b>선물</b>")] }
                    // When
                    let page = await browser(repository).get("/\(kebab)")
                    // Then
                    #expect(page.status == 200)
                    #expect(page.text.contains("<li>&lt;b&gt;선물&lt;/b&gt;</li>"))
                    #expect(page.text.contains("href=\\"/\(kebab)/new\\""))
                }

                @Test func list_signedOut_leadsToLogIn_andBack() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { () throws(DomainError) in throw .signedOut }
                    // When
                    let page = await browser(repository).get("/\(kebab)")
                    // Then
                    #expect(page.status == 303)
                    #expect(page.header("Location") == "/login?back=%2F\(kebab)")
                }

                @Test func form_refusedBesideTheField_thenKeptOnce_andBackToTheList() async {
                    // Given
                    let sent = Recorder<String>()
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { title in
                        sent.append(title)
                        return \(one)(id: 3, title: title)
                    }
                    let sut = browser(repository)
                    let form = await sut.get("/\(kebab)/new")
                    // When
                    let refused = await sut.post("/\(kebab)/new", [("title", " ")])
                    let kept = await sut.post("/\(kebab)/new", [("title", "생일 선물")])
                    // Then
                    #expect(form.status == 200)
                    #expect(form.text.contains("maxlength=\\"\\(\(one)Rules.titleLength.upperBound)\\""))
                    #expect(refused.status == 400)
                    #expect(refused.text.contains("aria-invalid=\\"true\\""))
                    #expect(refused.text.contains("id=\\"title-error\\" role=\\"alert\\">Title: 1–40 characters.</p>"))
                    #expect(kept.status == 303)
                    #expect(kept.header("location") == "/\(kebab)")
                    #expect(sent.values == ["생일 선물"])
                }

                @Test func form_refusedByTheServer_staysAsTyped_withWhy() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { (_) throws(DomainError) in throw .limitReached(max: \(one)Rules.maxPerUser) }
                    let sut = browser(repository)
                    _ = await sut.get("/\(kebab)/new")
                    // When
                    let page = await sut.post("/\(kebab)/new", [("title", "생일 선물")])
                    // Then
                    #expect(page.status == 403)
                    #expect(page.text.contains("role=\\"alert\\">You already have the most allowed (\\(\(one)Rules.maxPerUser))"))
                    #expect(page.text.contains("value=\\"생일 선물\\""))
                }

                @Test func form_withoutItsToken_keepsNothing() async {
                    // Given: a repository that fails the test if it is asked
                    let sut = browser(Stub\(one)Repository())
                    _ = await sut.get("/\(kebab)/new")
                    // When
                    let page = await sut.post("/\(kebab)/new", [("title", "a")], token: "forged")
                    // Then
                    #expect(page.status == 403)
                }
            }

            """,
        ]
    }
}
