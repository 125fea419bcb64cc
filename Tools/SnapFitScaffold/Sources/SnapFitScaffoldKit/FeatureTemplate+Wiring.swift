extension FeatureTemplate {
    /// The lines that wire the feature into the running app, each next to code every feature is wired beside:
    /// `UseCaseFactory` takes the repository and makes the use case (decision 0006), the scene configures with the
    /// factory, `AppServices` makes the scene, the command is listed, said and documented, both phases build the
    /// remote repository, and the backend routes the path.
    var edits: [ScaffoldEdit] {
        let n = name.upper
        let lower = name.lower
        let scene = "\(n)List"
        let factory = "Packages/SnapFitDomain/Sources/SnapFitDomain/UseCases/UseCaseFactory.swift"
        let stubbed = "Packages/SnapFitDomain/TestSupport/UseCaseFactory+Stubbed.swift"
        let backend = "Tools/SnapFitBackend/Sources/SnapFitBackend/Routing/"
        let app = "Apps/SnapFitCLI/Sources/SnapFitApp/"
        let core = "Apps/SnapFitAppCore/Sources/SnapFitAppCore/"
        return [
            ScaffoldEdit(
                factory, .afterFirst, "    private let bookmarks: any ListBookmarkStore\n",
                insert: "    private let \(lower): any \(n)Repository\n", clash: "private let \(lower):"),
            ScaffoldEdit(
                factory, .beforeFirst, "bookmarks: any ListBookmarkStore\n    ) {",
                insert: "\(lower): any \(n)Repository, "),
            ScaffoldEdit(
                factory, .afterFirst, "        self.bookmarks = bookmarks\n",
                insert: "        self.\(lower) = \(lower)\n"),
            ScaffoldEdit(
                factory, .beforeLast, "}\n",
                insert: """

                        // MARK: \(n)

                        public func makeFetch\(n)List() -> Fetch\(n)List { Fetch\(n)List(repository: \(lower)) }

                    """),
            ScaffoldEdit(
                stubbed, .beforeFirst, "bookmarks: SpyListBookmarkStore",
                insert: "\(lower): Stub\(n)Repository = Stub\(n)Repository(), "),
            ScaffoldEdit(stubbed, .beforeFirst, "bookmarks: bookmarks)", insert: "\(lower): \(lower), "),
            ScaffoldEdit(
                "Packages/SnapFitPresentation/Sources/SnapFitPresentation/Common/UseCaseFactory+Dependencies.swift",
                .beforeFirst, "\n{}", insert: ", \(scene)Dependencies"),
            ScaffoldEdit(
                core + "DI/Repositories.swift", .beforeFirst, "bookmarks: stores.bookmarks)",
                insert: "\(lower): Remote\(n)Repository(provider: provider), "),
            ScaffoldEdit(
                core + "DI/AppServices+Scenes.swift", .beforeLast, "}\n",
                insert: """

                        public func make\(scene)Scene(display: any \(scene)DisplayLogic) -> any \(scene)BusinessLogic {
                            \(scene)Configurator.configure(display: display, dependencies: useCases, language: language)
                        }

                    """),
            ScaffoldEdit(
                app + "Commands/CommandTable.swift", .beforeFirst, "        DevResetCommand(),\n",
                insert: "        \(scene)Command(),\n"),
            ScaffoldEdit(
                app + "Commands/CLIWords.swift", .afterFirst, "static let summaries: [String: LocalizedText] = [\n",
                insert: "        \"\(name.kebab)\": LocalizedText(\"\(n) 목록\", \"list the \(n) items\"),\n",
                clash: "\"\(name.kebab)\":"),
            ScaffoldEdit(
                "README.md", .beforeFirst, "| `dev reset` |",
                insert: "| `\(name.kebab)` | the \(n) list (new-feature wrote this line: say what it shows) |\n",
                clash: "| `\(name.kebab)` |"),
            ScaffoldEdit(
                backend + "Route.swift", .beforeFirst, "    /// `PUT` of a signed upload URL",
                insert: "    case \(lower)List\n"),
            ScaffoldEdit(
                backend + "Route.swift", .afterFirst, "\"/snapfit/reservation/count\": [\"GET\": .reservationCount],\n",
                insert: "        \"\(path)\": [\"GET\": .\(lower)List],\n"),
            ScaffoldEdit(
                backend + "Backend+Dispatch.swift", .beforeFirst,
                "        default: throw .serverError(cause: \"protected",
                insert: "        case .\(lower)List: \(lower)List(caller: caller)\n"),
        ]
    }
}
