extension FeatureTemplate {
    /// The `<One>List` scene over the use cases, its words in both languages, and its tests.
    var presentationFiles: [String: String] {
        let scene = "\(one)List"
        let presentation = sources("Presentation")
        let rowProperties = fields.map { "        public let \($0.name): String" }.joined(separator: "\n")
        return [
            presentation + "\(scene)Models.swift": """
            import \(many)Domain
            import SnapFitPresentation

            /// The signed-in user's \(manyWords).
            public enum \(scene)Scene {
                /// What the scene shows, in order: the list, or why it cannot.
                public enum Outcome: FailableOutcome, Equatable {
                    case list(Load.ViewModel)
                    case failed(ErrorViewModel)
                }

                public enum Load {
                    public struct Request: Sendable {
                        public init() {}
                    }
                    public struct Response: Sendable {
                        public let items: [\(one)]
                    }
                    public struct ViewModel: Sendable, Equatable, Encodable {
                        public let title: String
                        public let rows: [\(one)Row]
                        /// Said when there is nothing to list.
                        public let emptyNote: String?
                    }
                }
            }

            """,
            presentation + "\(one)Row.swift": """
            import \(many)Domain
            import SnapFitPresentation

            /// One \(words) as a list and a confirmation show it: each field in words.
            public struct \(one)Row: Sendable, Equatable, Encodable {
                public let id: Int
            \(rowProperties)

                init(_ item: \(one), language: Language) {
                    id = item.id
            \(fields.map { "        \($0.name) = " + shown($0, of: "item.\($0.name)") }.joined(separator: "\n"))
                }

                /// The fields in the form's order.
                public var values: [String] { [\(fields.map(\.name).joined(separator: ", "))] }
            }

            """,
            presentation + "\(scene)DisplayLogic.swift": """
            import SnapFitPresentation

            /// What a screen implements to show the \(manyWords); every UI records it with a `SceneRecording` and renders
            /// its outcomes.
            public protocol \(scene)DisplayLogic: AnyObject {
                func displayLoad(viewModel: \(scene)Scene.Load.ViewModel)
                func displayError(viewModel: ErrorViewModel)
            }

            extension SceneRecording: \(scene)DisplayLogic where Outcome == \(scene)Scene.Outcome {
                public func displayLoad(viewModel: \(scene)Scene.Load.ViewModel) { record(.list(viewModel)) }
            }

            """,
            presentation + "\(scene)Interactor.swift": """
            import \(many)Domain
            import SnapFitDomain

            /// What the \(words) list can ask for.
            public protocol \(scene)BusinessLogic: AnyObject {
                nonisolated(nonsending) func load(request: \(scene)Scene.Load.Request) async
            }

            /// Fetches the \(manyWords) and hands the outcome to the presenter.
            public final class \(scene)Interactor: \(scene)BusinessLogic {
                private let presenter: any \(scene)PresentationLogic
                private let fetch\(many): Fetch\(many)

                public init(presenter: any \(scene)PresentationLogic, fetch\(many): Fetch\(many)) {
                    self.presenter = presenter
                    self.fetch\(many) = fetch\(many)
                }

                public nonisolated(nonsending) func load(request: \(scene)Scene.Load.Request) async {
                    do throws(DomainError) {
                        presenter.presentLoad(response: .init(items: try await fetch\(many)()))
                    } catch {
                        presenter.presentError(error)
                    }
                }
            }

            """,
            presentation + "\(scene)Presenter.swift": """
            import SnapFitDomain
            import SnapFitPresentation

            /// Turns the \(manyWords) into view models.
            public protocol \(scene)PresentationLogic: AnyObject {
                func presentLoad(response: \(scene)Scene.Load.Response)
                func presentError(_ error: DomainError)
            }

            public final class \(scene)Presenter: \(scene)PresentationLogic {
                public weak var display: (any \(scene)DisplayLogic)?
                private let language: Language

                public init(language: Language) {
                    self.language = language
                }

                /// The list's name, where it is shown and wherever it is linked from.
                public static func title(_ language: Language) -> String {
                    language.pick("\(manyWords) 목록", "\(manyWordsTitle)")
                }

                public func presentLoad(response: \(scene)Scene.Load.Response) {
                    display?.displayLoad(
                        viewModel: .init(
                            title: Self.title(language),
                            rows: response.items.map { \(one)Row($0, language: language) },
                            emptyNote: response.items.isEmpty ? language.pick("아직 없습니다.", "None yet.") : nil))
                }

                public func presentError(_ error: DomainError) {
                    display?.displayError(viewModel: ErrorViewModel(error, language: language))
                }
            }

            """,
            presentation + "\(scene)Configurator.swift": configurator(scene),
            tests("Presentation") + "\(scene)SceneTests.swift": """
            import \(many)Domain
            import \(many)Presentation
            import \(many)Testing
            import SnapFitDomain
            import SnapFitPresentation
            import Testing

            @Suite struct \(scene)SceneTests {
                private func makeSUT(
                    _ repository: Stub\(one)Repository, language: Language = .english
                ) -> (any \(scene)BusinessLogic, SceneRecording<\(scene)Scene.Outcome>) {
                    let display = SceneRecording<\(scene)Scene.Outcome>()
                    let sut = \(scene)Configurator.configure(
                        display: display, useCases: \(many)UseCases(repository: repository), language: language)
                    return (sut, display)
                }

                /// The list the scene showed last, if it showed one last.
                private func shownList(_ display: SceneRecording<\(scene)Scene.Outcome>) -> \(scene)Scene.Load.ViewModel? {
                    switch display.outcomes.last {
                    case .list(let list)?: list
                    case .failed?, nil: nil
                    }
                }

                @Test func load_showsOneRowPerItem_newestFirst_inWords() async throws {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 1, \(sampleArguments)), \(one)(id: 2, \(sampleArguments))] }
                    let (sut, display) = makeSUT(repository)
                    // When
                    await sut.load(request: .init())
                    // Then
                    let list = try #require(shownList(display))
                    #expect(list.rows.map(\\.id) == [2, 1])
                    #expect(list.rows.first?.values.joined(separator: " · ") == "\(sampleShown)")
                    #expect(list.emptyNote == nil)
                }

                @Test func load_ofNothing_saysSo_inKorean() async throws {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [] }
                    let (sut, display) = makeSUT(repository, language: .korean)
                    // When
                    await sut.load(request: .init())
                    // Then
                    let list = try #require(shownList(display))
                    #expect(list.title == \(scene)Presenter.title(.korean))
                    #expect(list.emptyNote == "아직 없습니다.")
                }

                @Test func load_signedOut_displaysTheError() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { () throws(DomainError) in throw .signedOut }
                    let (sut, display) = makeSUT(repository)
                    // When
                    await sut.load(request: .init())
                    // Then
                    switch display.outcomes.last {
                    case .failed(let error)?: #expect(error.kind == .signedOut)
                    case .list?, nil: Issue.record("the error was not shown: \\(display.outcomes)")
                    }
                }
            }

            """,
        ]
    }

    /// `value` (Swift of the field's type) as a list shows it, in `language`.
    func shown(_ field: FeatureField, of value: String) -> String {
        switch field.kind {
        case .text, .date: value
        case .int: "FieldLabels.wholeNumber(\(value))"
        case .bool: "FieldLabels.yesOrNo(\(value), language)"
        }
    }

    /// Wires a scene's VIP cycle over the feature's use cases.
    func configurator(_ scene: String) -> String {
        let useCase =
            scene.hasSuffix("List")
            ? "fetch\(many): useCases.makeFetch\(many)()" : "create\(one): useCases.makeCreate\(one)()"
        return """
            import \(many)Domain
            import SnapFitPresentation

            /// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
            public enum \(scene)Configurator {
                public static func configure(
                    display: any \(scene)DisplayLogic, useCases: \(many)UseCases, language: Language
                ) -> any \(scene)BusinessLogic {
                    let presenter = \(scene)Presenter(language: language)
                    presenter.display = display
                    return \(scene)Interactor(presenter: presenter, \(useCase))
                }
            }

            """
    }
}
