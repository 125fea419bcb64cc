extension FeatureTemplate {
    /// The command and its console view, and a test of the command over the port's double. (`CommandTable`
    /// lists the command and `AppServices` makes its scene: see `edits`.)
    var appFiles: [String: String] {
        let n = name.upper
        let scene = "\(n)List"
        let sources = "Apps/SnapFitCLI/Sources/SnapFitApp/Features/\(n)/"
        return [
            sources + "\(scene)Command.swift": """
            import SnapFitPresentation
            import SnapFitTerminal

            /// `\(name.kebab)`: the \(n) list.
            struct \(scene)Command: Command {
                let name = "\(name.kebab)"
                let arguments = ArgumentSpec.none

                @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
                    let recorder = SceneRecorder()
                    await context.services.make\(scene)Scene(display: recorder).load(request: .init())
                    let view = \(scene)ConsoleView(console: context.console)
                    return context.result(recorder, \(scene)Scene.Load.ViewModel.self, lines: view.lines)
                }
            }

            """,
            sources + "\(scene)ConsoleView.swift": """
            import SnapFitPresentation

            /// Renders the \(n) list for the terminal: a bold title, then `  #id  name` per row.
            struct \(scene)ConsoleView: ConsoleView {
                let console: Console

                func lines(_ viewModel: \(scene)Scene.Load.ViewModel) -> [String] {
                    let rows = viewModel.rows.map { "  #\\($0.id)  \\($0.name)" }
                    let note = viewModel.emptyNote.map { ["  " + $0] } ?? []
                    return [style.bold(viewModel.title)] + rows + note
                }
            }

            """,
            "Apps/SnapFitCLI/Tests/SnapFitAppTests/Features/\(n)/\(scene)CommandTests.swift": """
            import SnapFitAppCoreTestSupport
            import SnapFitAppTestSupport
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import Testing

            @testable import SnapFitApp

            @MainActor
            @Suite struct \(scene)CommandTests {
                private func services(_ repository: Stub\(n)Repository) -> StubServices {
                    StubServices(useCases: .stubbed(\(name.lower): repository))
                }

                @Test func printsOneRowPerItem_byName() async {
                    // Given
                    var repository = Stub\(n)Repository()
                    repository.onList = { [\(n)(id: 2, name: "b"), \(n)(id: 1, name: "a")] }
                    // When
                    let outcome = await runCommand(["\(name.kebab)"], services: services(repository))
                    // Then
                    #expect(outcome.exitCode == .success)
                    #expect(outcome.standardOutput == ["\(n) list", "  #1  a", "  #2  b"])
                }

                @Test func json_carriesTheRows() async throws {
                    // Given
                    var repository = Stub\(n)Repository()
                    repository.onList = { [\(n)(id: 1, name: "a")] }
                    // When
                    let outcome = await runCommand(
                        ["\(name.kebab)"], services: services(repository), configuration: makeConfiguration(json: true))
                    // Then
                    let data = try #require(jsonObject(outcome.standardOutput[0])?["data"] as? [String: Any])
                    #expect((data["rows"] as? [[String: Any]])?.first?["name"] as? String == "a")
                }

                @Test func serverOutOfReach_exits69() async {
                    // Given
                    var repository = Stub\(n)Repository()
                    repository.onList = { () throws(DomainError) in throw .unreachable }
                    // When
                    let outcome = await runCommand(["\(name.kebab)"], services: services(repository))
                    // Then
                    #expect(outcome.exitCode == .unavailable)
                    #expect(outcome.standardError.first == "error: Cannot reach the SnapFit server.")
                }
            }

            """,
        ]
    }
}
