extension FeatureTemplate {
    /// The `/<kebab>` and `/<kebab>/new` pages, linked from My page, and their tests over the app core's doubles.
    var webFiles: [String: String] {
        let inputs = fields.map { field -> String in
            let setting =
                switch field.kind {
                case .text:
                    #"control.attributes = "maxlength=\"\(\#(one)Rules.\#(field.name)Length.upperBound)\" autocomplete=\"off\"""#
                case .int:
                    #"(control.kind, control.attributes) = (.input(type: "number"), "min=\"\(\#(one)Rules.\#(field.name)Range.lowerBound)\" max=\"\(\#(one)Rules.\#(field.name)Range.upperBound)\" step=\"1\"")"#
                        // A number input holds a number only: a script's other answer is refused beside it, not shown.
                        + "\n                if Int(control.value) == nil { control.value = \"\" }"
                case .date:
                    #"control.kind = .input(type: "date")"#
                        // A date input holds a day only: a script's other answer is refused beside it, not shown.
                        + "\n                if (try? \(one)Rules.\(field.name)(control.value)) == nil { control.value = \"\" }"
                case .bool:
                    #"control.kind = .select([("yes", FieldLabels.yesOrNo(true, language)), ("no", FieldLabels.yesOrNo(false, language))])"#
                }
            return "            case .\(field.name): \(setting)"
        }.joined(separator: "\n")
        return [
            sources("Web") + "\(many)Pages.swift": """
            import \(many)Data
            import \(many)Domain
            import \(many)Presentation
            import SnapFitAppCore
            import SnapFitHTTPServer
            import SnapFitPresentation
            import SnapFitWeb

            /// `/\(kebab)`, the signed-in user's \(manyWords), and `/\(kebab)/new`, the form that adds one: every field
            /// goes to the form's flow at once, the first refused comes back with why beside it, and a kept one leads
            /// back to the list. My page links the list.
            package enum \(many)Pages {
                /// Over the server's \(manyWords), in both phases.
                package static let feature = pages { Remote\(one)Repository(provider: $0.provider) }

                /// Over the repository `repository` gives for the session's services (a test's double).
                package static func pages(
                    repository: @escaping @Sendable (any AppServices) -> any \(one)Repository
                ) -> WebFeature {
                    WebFeature(
                        pages: [
                            WebPage("/\(kebab)") { await list($0, useCases: \(many)UseCases(repository: repository($0.session.services))) },
                            WebPage("/\(kebab)/new", methods: ["GET", "POST"]) {
                                await form($0, useCases: \(many)UseCases(repository: repository($0.session.services)))
                            },
                        ],
                        myPageLinks: [WebLink("/\(kebab)", title: \(one)ListPresenter.title)])
                }

                static nonisolated(nonsending) func list(_ request: WebRequest, useCases: \(many)UseCases) async -> HTTPResponse {
                    let display = SceneRecording<\(one)ListScene.Outcome>()
                    let context = request.context
                    await \(one)ListConfigurator.configure(display: display, useCases: useCases, language: context.language)
                        .load(request: .init())
                    return await display.page { outcome in
                        switch outcome {
                        case .list(let list):
                            let rows = list.rows.map { row -> HTML in "<li>\\(row.values.joined(separator: " · "))</li>" }
                            let content: HTML = \"""
                                <h1>\\(list.title)</h1>
                                \\(list.emptyNote.map { HTML("<p>\\($0)</p>") })
                                \\(rows.isEmpty ? nil : HTML("<ul id=\\"\(kebab)-list\\">\\(rows)</ul>"))
                                <p><a href="/\(kebab)/new">\\(\(one)FormPresenter.title(context.language))</a></p>
                                \"""
                            return WebResponse.page(Layout.page(title: list.title, current: "/me", content, context))
                        case .failed(let error):
                            return ErrorPage.response(error, retry: "/\(kebab)", context)
                        }
                    }
                }

                static nonisolated(nonsending) func form(_ request: WebRequest, useCases: \(many)UseCases) async -> HTTPResponse {
                    let context = request.context
                    let language = context.language
                    var answers: [\(one)Field: String] = [:]
                    var refused: (field: \(one)Field, why: String)?
                    var problem: ErrorViewModel?
                    if request.http.method == "POST" {
                        for field in \(one)Field.allCases { answers[field] = request.form[field.rawValue] ?? "" }
                        let display = SceneRecording<\(one)FormScene.Outcome>()
                        await \(one)FormConfigurator.configure(display: display, useCases: useCases, language: language)
                            .start(request: .init(answers: answers))
                        switch display.outcomes.last {
                        case .created(let created)?:
                            request.session.notice = created.message
                            return WebResponse.redirect(to: "/\(kebab)")
                        case .question(let question)?:
                            // The form asks nothing to confirm: every question is a field's.
                            if case .field(let field) = question.step {
                                refused = (field, question.refusal?.message ?? WebWords.answerNeeded(language))
                            }
                        case .failed(let error)? where error.nextAction == nil:
                            // Refused by the server for a reason the user can only read: the form stays as typed.
                            problem = error
                        case .failed(let error)?:
                            return ErrorPage.response(error, retry: "/\(kebab)/new", context)
                        case nil:
                            // Before the flow showed anything there is no new page to show.
                            return WebResponse.noContent
                        }
                    }
                    let controls = \(one)Field.allCases.map { field -> HTML in
                        var control = FormControl(
                            field: field.rawValue, label: \(one)FormPresenter.label(for: field, language: language),
                            value: answers[field] ?? "", hint: \(one)FormPresenter.rule(for: field, language: language))
                        if field == refused?.field { control.refusal = refused?.why }
                        switch field {
            \(inputs)
                        }
                        return control.html
                    }
                    let title = \(one)FormPresenter.title(language)
                    let content: HTML = \"""
                        <h1>\\(title)</h1>
                        \\(problem.map { HTML("<p class=\\"problem\\" id=\\"\(kebab)-error\\" role=\\"alert\\">\\($0.message)</p>") })
                        <form id="\(kebab)-form" class="stacked" method="post" action="/\(kebab)/new">\\(context.tokenField)
                        \\(controls)
                        <button type="submit">\\(WebWords.save(language))</button>
                        </form>
                        <p><a href="/\(kebab)">\\(\(one)ListPresenter.title(language))</a></p>
                        \"""
                    let status = problem.map { ErrorPage.status(of: $0.kind) } ?? (refused == nil ? 200 : 400)
                    return WebResponse.page(Layout.page(title: title, current: "/me", content, context), status: status)
                }
            }

            """,
            tests("Web") + "\(many)PagesTests.swift": webTests,
        ]
    }

    private var webTests: String {
        let first = fields[0]
        let refused = first.refused(rules: "\(one)Rules")
        let good = fields.map { "(\"\($0.name)\", \"\($0.sample.answer)\")" }.joined(separator: ", ")
        let bad =
            (["(\"\(first.name)\", \"\(refused.answer)\")"]
            + fields.dropFirst().map {
                "(\"\($0.name)\", \"\($0.sample.answer)\")"
            }).joined(separator: ", ")
        return """
            import \(many)Domain
            import \(many)Presentation
            import \(many)Testing
            import \(many)Web
            import SnapFitAppCoreTestSupport
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import SnapFitWebTestSupport
            import Testing

            /// The \(words) pages over the app core's doubles: the list, escaped; the form, refused beside its field,
            /// then kept once; a form without its token changes nothing.
            @MainActor
            @Suite struct \(many)PagesTests {
                private func browser(_ repository: Stub\(one)Repository) -> TestBrowser {
                    TestBrowser(TestBrowser.app(over: StubServices(), features: [\(many)Pages.pages { _ in repository }]))
                }

                @Test func list_showsTheRows_escaped_andLinksTheForm() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 1, \(sampleArguments))] }
                    // When
                    let page = await browser(repository).get("/\(kebab)")
                    // Then
                    #expect(page.status == 200)
                    #expect(page.text.contains("<li>\(sampleShown)</li>"))
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
                    let sent = Recorder<\(one)Draft>()
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { draft in
                        sent.append(draft)
                        return \(one)(id: 3, \(fields.map { "\($0.name): draft.\($0.name)" }.joined(separator: ", ")))
                    }
                    let sut = browser(repository)
                    let form = await sut.get("/\(kebab)/new")
                    // When
                    let refused = await sut.post("/\(kebab)/new", [\(bad)])
                    let kept = await sut.post("/\(kebab)/new", [\(good)])
                    // Then
                    #expect(form.status == 200)
                    #expect(refused.status == 400)
                    #expect(refused.text.contains("aria-invalid=\\"true\\""))
                    #expect(refused.text.contains("id=\\"\(first.name)-error\\" role=\\"alert\\">\\(\(one)FormPresenter.label(for: .\(first.name), language: .english)): "))
                    #expect(kept.status == 303)
                    #expect(kept.header("location") == "/\(kebab)")
                    #expect(sent.values == [\(one)Draft(\(sampleArguments))])
                }

                @Test func form_refusedByTheServer_staysAsTyped_withWhy() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { (_) throws(DomainError) in throw .limitReached(max: \(one)Rules.maxPerUser) }
                    let sut = browser(repository)
                    _ = await sut.get("/\(kebab)/new")
                    // When
                    let page = await sut.post("/\(kebab)/new", [\(good)])
                    // Then
                    #expect(page.status == 403)
                    #expect(page.text.contains("role=\\"alert\\">You already have the most allowed (\\(\(one)Rules.maxPerUser))"))
                }

                @Test func form_withoutItsToken_keepsNothing() async {
                    // Given: a repository that fails the test if it is asked
                    let sut = browser(Stub\(one)Repository())
                    _ = await sut.get("/\(kebab)/new")
                    // When
                    let page = await sut.post("/\(kebab)/new", [\(good)], token: "forged")
                    // Then
                    #expect(page.status == 403)
                }

                @Test func myPage_linksTheList() async {
                    #expect(\(many)Pages.feature.myPageLinks.map(\\.path) == ["/\(kebab)"])
                }
            }

            """
    }
}
