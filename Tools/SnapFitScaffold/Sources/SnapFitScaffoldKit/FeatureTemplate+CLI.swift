extension FeatureTemplate {
    /// The `<kebab>` and `<kebab> add` commands, their console views, and their tests over the port's double.
    var cliFiles: [String: String] {
        let cli = sources("CLI")
        let flags = fields.map {
            "        case .\($0.name): .value(\"\($0.flag)\", \"\($0.placeholder)\", required: true)"
        }
        .joined(separator: "\n")
        let rowLine = ##""  " + style.cyan("#\($0.id)") + "  " + $0.values.joined(separator: " · ")"##
        return [
            cli + "\(many)Commands.swift": """
            import \(many)Data
            import \(many)Domain
            import SnapFitApp
            import SnapFitAppCore

            /// The feature's commands, as the terminal app lists them (decision 0024).
            package enum \(many)Commands {
                /// Over the server's \(manyWords), in both phases.
                package static let all = commands { Remote\(one)Repository(provider: $0.provider) }

                /// Over the repository `repository` gives for the user's services (a test's double).
                package static func commands(
                    repository: @escaping @Sendable (any AppServices) -> any \(one)Repository
                ) -> [any Command] {
                    [\(many)Command(repository: repository), \(many)AddCommand(repository: repository)]
                }
            }

            """,
            cli + "\(many)Command.swift": """
            import \(many)Domain
            import \(many)Presentation
            import SnapFitApp
            import SnapFitAppCore
            import SnapFitPresentation
            import SnapFitTerminal

            /// `\(kebab)`: the signed-in user's \(manyWords).
            struct \(many)Command: Command {
                let name = "\(kebab)"
                let arguments = ArgumentSpec.none
                let summary = LocalizedText("내 \(manyWords) 목록", "list your \(manyWords)")
                let repository: @Sendable (any AppServices) -> any \(one)Repository

                @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
                    let recording = SceneRecording<\(one)ListScene.Outcome>()
                    let useCases = \(many)UseCases(repository: repository(context.services))
                    await \(one)ListConfigurator.configure(display: recording, useCases: useCases, language: context.language)
                        .load(request: .init())
                    let view = \(one)ListConsoleView(console: context.console)
                    return recording.result { outcome in
                        switch outcome {
                        case .list(let list): .shown(list, view.lines)
                        case .failed(let error): .failed(error)
                        }
                    }
                }
            }

            """,
            cli + "\(many)AddCommand.swift": """
            import \(many)Domain
            import \(many)Presentation
            import SnapFitApp
            import SnapFitAppCore
            import SnapFitPresentation
            import SnapFitTerminal

            /// `\(kebab) add \(fields.map { "--\($0.flag) \($0.placeholder)" }.joined(separator: " "))`: a new \(words).
            /// Each field is checked before anything is sent; in the shell a field missing or refused is asked for,
            /// and `cancel` stops at any question.
            struct \(many)AddCommand: Command {
                let name = "\(kebab) add"
                let arguments = ArgumentSpec(flags: \(one)Field.allCases.map(flag(for:)))
                let summary = LocalizedText("\(words) 추가 (셸에서는 하나씩 물어봄)", "add a \(words) (the shell asks step by step)")
                let example: String? = #"\(kebab) add \(sampleFlags)"#
                let repository: @Sendable (any AppServices) -> any \(one)Repository

                func optionSummary(_ flag: String) -> LocalizedText? {
                    guard let field = \(one)Field.allCases.first(where: { Self.flag(for: $0).name == flag }) else { return nil }
                    func words(_ language: Language) -> String {
                        \(one)FormPresenter.label(for: field, language: language) + " ("
                            + \(one)FormPresenter.rule(for: field, language: language) + ")"
                    }
                    return LocalizedText(words(.korean), words(.english))
                }

                @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
                {
                    var answers: [\(one)Field: String] = [:]
                    for field in \(one)Field.allCases {
                        if let value = arguments.value(Self.flag(for: field).name) { answers[field] = value }
                    }
                    let view = \(one)FormConsoleView(console: context.console)
                    let recording = SceneRecording<\(one)FormScene.Outcome>()
                    let useCases = \(many)UseCases(repository: repository(context.services))
                    let scene = \(one)FormConfigurator.configure(display: recording, useCases: useCases, language: context.language)
                    await scene.start(request: .init(answers: answers))
                    return try await Walkthrough<\(one)FormScene.Outcome, \(one)FormScene.Question.Step>(
                        recording: recording, scene: scene, context: context
                    ) { outcome in
                        switch outcome {
                        case .question(let question): .question(question)
                        case .created(let created): .end(.shown(created, view.lines))
                        case .failed(let error): .end(.failed(error))
                        }
                    }.run()
                }

                /// The flag that gives `field`.
                private static func flag(for field: \(one)Field) -> ArgumentSpec.Flag {
                    switch field {
            \(flags)
                    }
                }
            }

            """,
            cli + "\(one)ListConsoleView.swift": """
            import \(many)Presentation
            import SnapFitApp

            /// Renders the \(manyWords) for the terminal: a bold title, then `  #id  fields` per row, or that there are none.
            struct \(one)ListConsoleView: ConsoleView {
                let console: Console

                func lines(_ viewModel: \(one)ListScene.Load.ViewModel) -> [String] {
                    let rows = viewModel.rows.map { \(rowLine) }
                    return [style.bold(viewModel.title)] + rows + (viewModel.emptyNote.map { ["  " + $0] } ?? [])
                }
            }

            """,
            cli + "\(one)FormConsoleView.swift": """
            import \(many)Presentation
            import SnapFitApp

            /// Renders the end of the \(words) form for the terminal: what was kept. (The questions are the walkthrough's.)
            struct \(one)FormConsoleView: ConsoleView {
                let console: Console

                func lines(_ viewModel: \(one)FormScene.Created.ViewModel) -> [String] {
                    [style.green(viewModel.message)] + [viewModel.item].map { \(rowLine) }
                }
            }

            """,
            tests("CLI") + "\(many)CommandTests.swift": cliTests,
        ]
    }

    private var cliTests: String {
        let first = fields[0]
        let refused = first.refused(rules: "\(one)Rules")
        let flagsWithRefused =
            (["\"--\(first.flag)\"", "\"\(refused.answer)\""]
            + fields.dropFirst().flatMap {
                ["\"--\($0.flag)\"", "\"\($0.sample.answer)\""]
            }).joined(separator: ", ")
        let goodFlags = fields.flatMap { ["\"--\($0.flag)\"", "\"\($0.sample.answer)\""] }.joined(separator: ", ")
        let shellAnswers = fields.map { "\"\($0.sample.answer)\"" }.joined(separator: ", ")
        return """
            import \(many)CLI
            import \(many)Domain
            import \(many)Presentation
            import \(many)Testing
            import SnapFitApp
            import SnapFitAppCoreTestSupport
            import SnapFitAppTestSupport
            import SnapFitDomain
            import Testing

            @MainActor
            @Suite struct \(many)CommandTests {
                private func commands(_ repository: Stub\(one)Repository) -> CommandTable {
                    CommandTable.standard.adding(\(many)Commands.commands { _ in repository })
                }

                private func run(_ words: [String], _ repository: Stub\(one)Repository, json: Bool = false) async -> RunOutcome {
                    await ApplicationRun.command(
                        words, services: StubServices(), configuration: .forTests(json: json), commands: commands(repository))
                }

                private func keeping() -> Stub\(one)Repository {
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { draft in \(one)(id: 9, \(fields.map { "\($0.name): draft.\($0.name)" }.joined(separator: ", "))) }
                    return repository
                }

                @Test func list_printsOneRowPerItem_newestFirst() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 1, \(sampleArguments)), \(one)(id: 2, \(sampleArguments))] }
                    // When
                    let outcome = await run(["\(kebab)"], repository)
                    // Then
                    #expect(outcome.exitCode == .success)
                    #expect(outcome.standardOutput == [\(one)ListPresenter.title(.english), "  #2  \(sampleShown)", "  #1  \(sampleShown)"])
                }

                @Test func list_json_carriesTheRows() async throws {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 1, \(sampleArguments))] }
                    // When
                    let outcome = await run(["\(kebab)"], repository, json: true)
                    // Then
                    let data = try #require(jsonObject(outcome.standardOutput[0])?["data"] as? [String: Any])
                    #expect((data["rows"] as? [[String: Any]])?.first?["id"] as? Int == 1)
                }

                @Test func add_withEveryField_printsWhatWasKept() async {
                    // When
                    let outcome = await run(["\(kebab)", "add", \(goodFlags)], keeping())
                    // Then
                    #expect(outcome.exitCode == .success)
                    #expect(outcome.standardOutput == ["\(wordsTitle) added.", "  #9  \(sampleShown)"])
                }

                @Test func add_withARefusedField_exits1_namingTheField_andSendsNothing() async {
                    // When: a repository that fails the test if it is asked
                    let outcome = await run(["\(kebab)", "add", \(flagsWithRefused)], Stub\(one)Repository())
                    // Then
                    #expect(outcome.exitCode == .failure)
                    #expect(outcome.standardError.first?.hasPrefix("error: \\(\(one)FormPresenter.label(for: .\(first.name), language: .english)): ") == true)
                }

                @Test func add_withoutTheFlags_inAScript_isAUsageError() async {
                    let outcome = await run(["\(kebab)", "add"], Stub\(one)Repository())
                    #expect(outcome.exitCode == .usage)
                }

                @Test func add_inTheShell_asksEachField_thenKeepsIt() async {
                    // When
                    let output = await ApplicationRun.shell(
                        ["\(kebab) add", \(shellAnswers), "quit"], services: StubServices(), configuration: .forTests(),
                        commands: commands(keeping()))
                    // Then
                    #expect(output.standardOutput.contains("  #9  \(sampleShown)"))
                }

                @Test func help_ofTheGroup_listsTheListAndTheAdd_andTheAddsOptions() async {
                    let group = await run(["help", "\(kebab)"], Stub\(one)Repository())
                    let add = await run(["help", "\(kebab)", "add"], Stub\(one)Repository())
                    #expect(group.standardOutput.contains { $0.hasPrefix("  \(kebab)") && !$0.contains(" add") })
                    #expect(group.standardOutput.contains { $0.hasPrefix("  \(kebab) add --\(first.flag)") })
                    #expect(add.standardOutput.contains { $0.contains("--\(first.flag)") && $0.contains(\(one)FormPresenter.rule(for: .\(first.name), language: .english)) })
                }

                @Test func add_inTheShell_cancelSendsNothing_andSaysSoCalmly() async {
                    let output = await ApplicationRun.shell(
                        ["\(kebab) add", "cancel", "quit"], services: StubServices(), configuration: .forTests(),
                        commands: commands(Stub\(one)Repository()))
                    #expect(output.standardOutput.contains { $0.contains("Stopped: nothing was added.") })
                    #expect(!output.standardError.contains { $0.hasPrefix("error:") })
                }
            }

            """
    }
}
