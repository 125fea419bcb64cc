extension FeatureTemplate {
    /// The lines that wire the feature in, each next to code every feature is wired beside: the use cases, the
    /// scenes, the repository, the commands, the pages, and the backend's table, journal, seed and routes.
    var edits: [ScaffoldEdit] {
        domainEdits + appCoreEdits + cliEdits + webEdits + backendEdits + [transcriptEdit]
    }

    /// `TranscriptTests` runs the feature's journey against its golden files.
    private var transcriptEdit: ScaffoldEdit {
        let script = journey.map { "#\"\($0)\"#" }.joined(separator: ", ")
        return ScaffoldEdit(
            "Tests/IntegrationTests/TranscriptTests.swift", .beforeFirst, "    ]\n\n    private static let folder",
            insert: "        (\"\(kebab)\", [\(script)]),\n", clash: "(\"\(kebab)\", [")
    }

    /// `UseCaseFactory` takes the repository and makes the use cases (decision 0006); its stubbed twin takes the
    /// double; the scenes' dependencies are the factory.
    private var domainEdits: [ScaffoldEdit] {
        let factory = "Packages/SnapFitDomain/Sources/SnapFitDomain/UseCases/UseCaseFactory.swift"
        let stubbed = "Packages/SnapFitDomain/TestSupport/UseCaseFactory+Stubbed.swift"
        return [
            ScaffoldEdit(
                factory, .afterFirst, "    private let bookmarks: any ListBookmarkStore\n",
                insert: "    private let \(manyLower): any \(one)Repository\n", clash: "private let \(manyLower):"),
            ScaffoldEdit(
                factory, .beforeFirst, "bookmarks: any ListBookmarkStore\n    ) {",
                insert: "\(manyLower): any \(one)Repository, "),
            ScaffoldEdit(
                factory, .afterFirst, "        self.bookmarks = bookmarks\n",
                insert: "        self.\(manyLower) = \(manyLower)\n"),
            ScaffoldEdit(
                factory, .beforeLast, "}\n",
                insert: """

                        // MARK: \(many)

                        public func makeFetch\(many)() -> Fetch\(many) { Fetch\(many)(repository: \(manyLower)) }
                        public func makeCreate\(one)() -> Create\(one) { Create\(one)(repository: \(manyLower)) }

                    """),
            ScaffoldEdit(
                stubbed, .beforeFirst, "bookmarks: SpyListBookmarkStore",
                insert: "\(manyLower): Stub\(one)Repository = Stub\(one)Repository(), "),
            ScaffoldEdit(stubbed, .beforeFirst, "bookmarks: bookmarks)", insert: "\(manyLower): \(manyLower), "),
            ScaffoldEdit(
                "Packages/SnapFitPresentation/Sources/SnapFitPresentation/Common/UseCaseFactory+Dependencies.swift",
                .beforeFirst, "\n{}", insert: ", \(one)ListDependencies, \(one)FormDependencies"),
        ]
    }

    /// Both phases build the remote repository; `AppServices` makes the scenes.
    private var appCoreEdits: [ScaffoldEdit] {
        let core = "Apps/SnapFitAppCore/Sources/SnapFitAppCore/DI/"
        return [
            ScaffoldEdit(
                core + "Repositories.swift", .beforeFirst, "bookmarks: stores.bookmarks)",
                insert: "\(manyLower): Remote\(one)Repository(provider: provider), "),
            ScaffoldEdit(
                core + "AppServices+Scenes.swift", .beforeLast, "}\n",
                insert: """

                        public func make\(one)ListScene(display: any \(one)ListDisplayLogic) -> any \(one)ListBusinessLogic {
                            \(one)ListConfigurator.configure(display: display, dependencies: useCases, language: language)
                        }

                        public func make\(one)FormScene(display: any \(one)FormDisplayLogic) -> any \(one)FormBusinessLogic {
                            \(one)FormConfigurator.configure(display: display, dependencies: useCases, language: language)
                        }

                    """),
        ]
    }

    /// The commands are listed, said in the help and the completion, and documented in the guide's command table.
    private var cliEdits: [ScaffoldEdit] {
        let commands = "Apps/SnapFitCLI/Sources/SnapFitApp/Commands/"
        return [
            ScaffoldEdit(
                commands + "CommandTable.swift", .beforeFirst, "        DevResetCommand(),\n",
                insert: "        \(many)Command(),\n        \(many)AddCommand(),\n"),
            ScaffoldEdit(
                commands + "CLIWords.swift", .afterFirst, "static let summaries: [String: LocalizedText] = [\n",
                insert: """
                            "\(kebab)": LocalizedText("내 \(manyWords) 목록", "list your \(manyWords)"),
                            "\(kebab) add": LocalizedText("\(words) 추가 (셸에서는 하나씩 물어봄)", "add a \(words) (the shell asks step by step)"),

                    """,
                clash: "\"\(kebab)\":"),
            ScaffoldEdit(
                commands + "CLIWords.swift", .afterFirst, "static let optionSummaries: [String: LocalizedText] = [\n",
                insert: """
                            "\(kebab) add --title": both {
                                \(one)FormPresenter.label(for: .title, language: $0) + " (" + \(one)FormPresenter.rule(for: .title, language: $0) + ")"
                            },

                    """),
            ScaffoldEdit(
                commands + "CLIWords.swift", .afterFirst, "static let examples: [String: String] = [\n",
                insert: "        \"\(kebab) add\": #\"\(kebab) add --title \"생일 선물\"\"#,\n"),
            ScaffoldEdit(
                "docs/SnapFit.docc/Commands.md", .beforeFirst, "| `dev reset` |",
                insert: """
                    | `\(kebab)` | your \(manyWords), newest first |
                    | `\(kebab) add --title TEXT` | adds a \(words) (a title of 1–40 characters); in the shell, `\(kebab) add` alone asks for it |

                    """,
                clash: "| `\(kebab)` |"),
        ]
    }

    /// The web app routes the pages (answered in the session); my page links the list.
    private var webEdits: [ScaffoldEdit] {
        let web = "Apps/SnapFitWeb/Sources/SnapFitWeb/"
        return [
            ScaffoldEdit(
                web + "Server/WebRoute.swift", .beforeFirst, "    case health\n",
                insert: "    case \(manyLower)\n    case \(oneLower)Form\n"),
            ScaffoldEdit(
                web + "Server/WebRoute.swift", .beforeFirst, "        case (true, 1, \"healthz\"): self = .health\n",
                insert: """
                            case (true, 1, "\(kebab)"): self = .\(manyLower)
                            case (_, 2, "\(kebab)") where parts[1] == "new": self = .\(oneLower)Form

                    """),
            ScaffoldEdit(
                web + "Server/WebApp.swift", .beforeFirst,
                "        case .health?, .stylesheet?, .script?, .photo?, nil:",
                insert: """
                            case .\(manyLower)?: await \(many)Page.list(request)
                            case .\(oneLower)Form?: await \(many)Page.form(request)

                    """),
            ScaffoldEdit(
                web + "Server/WebApp.swift", .beforeFirst, "        case .home?, .products?, .product?,",
                insert: """
                            case .\(manyLower)?, .\(oneLower)Form?:
                                return await respondInSession(to: http, route: route)

                    """),
            ScaffoldEdit(
                web + "Pages/MyPage.swift", .beforeFirst, "                <li><a href=\"/me/edit\">",
                insert: "                <li><a href=\"/\(kebab)\">\\(\(one)ListPresenter.title(language))</a></li>\n"),
        ]
    }

    /// The state gets the table (read as empty from an older file, and a raised schema), the journal records it,
    /// the seed has its row, and the routes reach the handlers.
    private var backendEdits: [ScaffoldEdit] {
        let backend = "Tools/SnapFitBackend/Sources/SnapFitBackend/"
        let state = backend + "State/BackendState.swift"
        let change = backend + "State/StateChange.swift"
        return [
            ScaffoldEdit(state, .raiseNumberAfterFirst, "    static let schema = ", insert: ""),
            ScaffoldEdit(
                state, .afterFirst, "    var images: [StoredImage]\n",
                insert: "    var \(manyLower): [Stored\(one)]\n"),
            ScaffoldEdit(
                state, .afterFirst, "        images = try table(.images)\n",
                insert: "        \(manyLower) = try table(.\(manyLower))\n"),
            ScaffoldEdit(
                change, .afterFirst, "    var images: [StoredImage]?\n",
                insert: "    var \(manyLower): [Stored\(one)]?\n"),
            ScaffoldEdit(
                change, .afterFirst, "        images = Self.changed(before.images, after.images)\n",
                insert: "        \(manyLower) = Self.changed(before.\(manyLower), after.\(manyLower))\n"),
            ScaffoldEdit(
                change, .afterFirst, "        if let images { state.images = images }\n",
                insert: "        if let \(manyLower) { state.\(manyLower) = \(manyLower) }\n"),
            ScaffoldEdit(
                backend + "State/BackendState+Seed.swift", .afterFirst, "uploadSlots: [], images: []",
                insert: ",\n            \(manyLower): Stored\(one).seed(users)"),
            ScaffoldEdit(
                backend + "Routing/Route.swift", .afterFirst, "    case reservationCount\n",
                insert: "    case \(manyLower), create\(one)\n"),
            ScaffoldEdit(
                backend + "Routing/Route.swift", .afterFirst,
                "        \"/snapfit/reservation/count\": [\"GET\": .reservationCount],\n",
                insert: "        \"\(path)\": [\"GET\": .\(manyLower), \"POST\": .create\(one)],\n"),
            ScaffoldEdit(
                backend + "Routing/Backend+Dispatch.swift", .beforeFirst,
                "        default: throw .serverError(cause: \"protected",
                insert: """
                            case .\(manyLower): \(manyLower)(caller: caller)
                            case .create\(one): try create\(one)(caller: caller, context)

                    """),
        ]
    }
}
