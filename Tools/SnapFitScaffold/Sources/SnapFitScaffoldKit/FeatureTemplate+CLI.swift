extension FeatureTemplate {
    /// The `<kebab>` and `<kebab> add` commands, their console views, and their tests over the port's double.
    /// (`CommandTable` lists the commands and `CLIWords` says them: see `edits`.)
    var cliFiles: [String: String] {
        let sources = "Apps/SnapFitCLI/Sources/SnapFitApp/"
        return [
            sources + "Commands/\(many)/\(many)Command.swift": """
            import SnapFitPresentation
            import SnapFitTerminal

            /// `\(kebab)`: the signed-in user's \(manyWords).
            struct \(many)Command: Command {
                let name = "\(kebab)"
                let arguments = ArgumentSpec.none

                @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
                    let recorder = SceneRecorder()
                    await context.services.make\(one)ListScene(display: recorder).load(request: .init())
                    let view = \(one)ListConsoleView(console: context.console)
                    return context.result(recorder, \(one)ListScene.Load.ViewModel.self, lines: view.lines)
                }
            }

            """,
            sources + "Commands/\(many)/\(many)AddCommand.swift": """
            import SnapFitDomain
            import SnapFitPresentation
            import SnapFitTerminal

            /// `\(kebab) add --title TEXT`: a new \(words). Each field is checked before anything is sent; in the
            /// shell a field missing or refused is asked for, and `cancel` stops at any question.
            struct \(many)AddCommand: Command {
                let name = "\(kebab) add"
                let arguments = ArgumentSpec(flags: \(one)Field.allCases.map(flag(for:)))

                @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
                {
                    var answers: [\(one)Field: String] = [:]
                    for field in \(one)Field.allCases {
                        if let value = arguments.value(Self.flag(for: field).name) { answers[field] = value }
                    }
                    let view = \(one)FormConsoleView(console: context.console)
                    let recorder = SceneRecorder()
                    let scene = context.services.make\(one)FormScene(display: recorder)
                    await scene.start(request: .init(answers: answers))
                    return try await Walkthrough<\(one)FormScene.Question.Step>(
                        recorder: recorder, scene: scene, context: context, notes: { _ in [] }
                    ) { context.result($0, \(one)FormScene.Created.ViewModel.self, lines: view.lines) }.run()
                }

                /// The flag that gives `field`.
                private static func flag(for field: \(one)Field) -> ArgumentSpec.Flag {
                    switch field {
                    case .title: .value("title", "TEXT", required: true)
                    }
                }
            }

            """,
            sources + "Displays/\(one)ListConsoleView.swift": """
            import SnapFitPresentation

            /// Renders the \(manyWords) for the terminal: a bold title, then `  #id  title` per row, or that there are none.
            struct \(one)ListConsoleView: ConsoleView {
                let console: Console

                func lines(_ viewModel: \(one)ListScene.Load.ViewModel) -> [String] {
                    let rows = viewModel.rows.map { "  " + style.cyan("#\\($0.id)") + "  " + $0.title }
                    return [style.bold(viewModel.title)] + rows + (viewModel.emptyNote.map { ["  " + $0] } ?? [])
                }
            }

            """,
            sources + "Displays/\(one)FormConsoleView.swift": """
            import SnapFitPresentation

            /// Renders the end of the \(words) form for the terminal: what was kept. (The questions are the walkthrough's.)
            struct \(one)FormConsoleView: ConsoleView {
                let console: Console

                func lines(_ viewModel: \(one)FormScene.Created.ViewModel) -> [String] {
                    [style.green(viewModel.message), "  " + style.cyan("#\\(viewModel.id)") + "  " + viewModel.title]
                }
            }

            """,
            "Apps/SnapFitCLI/Tests/SnapFitAppTests/Commands/\(many)/\(many)CommandTests.swift": """
            import SnapFitAppCoreTestSupport
            import SnapFitAppTestSupport
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import SnapFitPresentation
            import Testing

            @testable import SnapFitApp

            @MainActor
            @Suite struct \(many)CommandTests {
                private func services(_ repository: Stub\(one)Repository) -> StubServices {
                    StubServices(useCases: .stubbed(\(manyLower): repository))
                }

                private func keeping() -> Stub\(one)Repository {
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { title in \(one)(id: 9, title: title) }
                    return repository
                }

                @Test func list_printsOneRowPerItem_newestFirst() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 1, title: "a"), \(one)(id: 2, title: "b")] }
                    // When
                    let outcome = await runCommand(["\(kebab)"], services: services(repository))
                    // Then
                    #expect(outcome.exitCode == .success)
                    #expect(outcome.standardOutput == [\(one)ListPresenter.title(.english), "  #2  b", "  #1  a"])
                }

                @Test func list_json_carriesTheRows() async throws {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 1, title: "a")] }
                    // When
                    let outcome = await runCommand(
                        ["\(kebab)"], services: services(repository), configuration: makeConfiguration(json: true))
                    // Then
                    let data = try #require(jsonObject(outcome.standardOutput[0])?["data"] as? [String: Any])
                    #expect((data["rows"] as? [[String: Any]])?.first?["title"] as? String == "a")
                }

                @Test func add_withTheTitle_printsWhatWasKept() async {
                    // When
                    let outcome = await runCommand(["\(kebab)", "add", "--title", "생일 선물"], services: services(keeping()))
                    // Then
                    #expect(outcome.exitCode == .success)
                    #expect(outcome.standardOutput == ["\(wordsTitle) added.", "  #9  생일 선물"])
                }

                @Test func add_withAnEmptyTitle_exits1_namingTheRule_andSendsNothing() async {
                    // When: a repository that fails the test if it is asked
                    let outcome = await runCommand(["\(kebab)", "add", "--title", ""], services: services(Stub\(one)Repository()))
                    // Then
                    #expect(outcome.exitCode == .failure)
                    #expect(outcome.standardError.first == "error: Title: \\(Labels.characters(\(one)Rules.titleLength, .english)).")
                }

                @Test func add_withoutTheFlag_inAScript_isAUsageError() async {
                    let outcome = await runCommand(["\(kebab)", "add"], services: services(Stub\(one)Repository()))
                    #expect(outcome.exitCode == .usage)
                }

                @Test func add_inTheShell_asksAgainAfterARefusal_thenKeepsIt() async {
                    // When
                    let output = await runShell(["\(kebab) add", " ", "생일 선물", "quit"], services: services(keeping()))
                    // Then
                    #expect(output.standardOutput.contains("Title: \\(Labels.characters(\(one)Rules.titleLength, .english))."))
                    #expect(output.standardOutput.contains("  #9  생일 선물"))
                }

                @Test func help_ofTheGroup_listsTheListAndTheAdd() async {
                    let outcome = await runCommand(["help", "\(kebab)"])
                    #expect(outcome.standardOutput.contains { $0.hasPrefix("  \(kebab)") && !$0.contains(" add") })
                    #expect(outcome.standardOutput.contains { $0.hasPrefix("  \(kebab) add --title TEXT") })
                }

                @Test func add_inTheShell_cancelSendsNothing_andSaysSoCalmly() async {
                    let output = await runShell(["\(kebab) add", "cancel", "quit"], services: services(Stub\(one)Repository()))
                    #expect(output.standardOutput.contains { $0.contains("Stopped: nothing was added.") })
                    #expect(!output.standardError.contains { $0.hasPrefix("error:") })
                }
            }

            """,
        ]
    }
}
