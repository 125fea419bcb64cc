extension FeatureTemplate {
    /// The `<Name>List` scene over the use case, its words in both languages, and its tests.
    var presentationFiles: [String: String] {
        let n = name.upper
        let scene = "\(n)List"
        let sources = "Packages/SnapFitPresentation/Sources/SnapFitPresentation/Scenes/\(scene)/"
        return [
            sources + "\(scene)Models.swift": """
            import SnapFitDomain

            /// The \(n) list scene.
            public enum \(scene)Scene {
                public enum Load {
                    public struct Request: Sendable {
                        public init() {}
                    }
                    public struct Response: Sendable {
                        public let items: [\(n)]

                        public init(items: [\(n)]) {
                            self.items = items
                        }
                    }
                    public struct ViewModel: Sendable, Equatable, Encodable {
                        public let title: String
                        public let rows: [Row]
                        /// Said when there is nothing to list.
                        public let emptyNote: String?
                    }
                    public struct Row: Sendable, Equatable, Encodable {
                        public let id: Int
                        public let name: String
                    }
                }
            }

            """,
            sources + "\(scene)DisplayLogic.swift": SceneTemplate.displayLogic(scene: scene, showing: "the \(n) list"),
            sources + "\(scene)Interactor.swift": """
            import SnapFitDomain

            /// What the \(n) list screen can ask for.
            @MainActor
            public protocol \(scene)BusinessLogic: AnyObject {
                func load(request: \(scene)Scene.Load.Request) async
            }

            /// Fetches the \(n) list and hands the outcome to the presenter.
            @MainActor
            public final class \(scene)Interactor: \(scene)BusinessLogic {
                private let presenter: any \(scene)PresentationLogic
                private let fetchList: Fetch\(n)List

                public init(presenter: any \(scene)PresentationLogic, fetchList: Fetch\(n)List) {
                    self.presenter = presenter
                    self.fetchList = fetchList
                }

                public func load(request: \(scene)Scene.Load.Request) async {
                    do throws(DomainError) {
                        let items = try await fetchList()
                        presenter.presentLoad(response: .init(items: items))
                    } catch {
                        presenter.presentError(error)
                    }
                }
            }

            """,
            sources + "\(scene)Presenter.swift": SceneTemplate.presenter(
                scene: scene, turning: "the \(n) list",
                viewModel: """
                            .init(
                                title: language.pick("\(n) 목록", "\(n) list"),
                                rows: response.items.map { .init(id: $0.id, name: $0.name) },
                                emptyNote: response.items.isEmpty ? language.pick("아직 없습니다.", "None yet.") : nil)
                    """),
            sources + "\(scene)Configurator.swift": """
            import SnapFitDomain

            /// The use cases the \(n) list scene needs.
            public protocol \(scene)Dependencies {
                func makeFetch\(n)List() -> Fetch\(n)List
            }

            /// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
            public enum \(scene)Configurator {
                @MainActor
                public static func configure(
                    display: any \(scene)DisplayLogic, dependencies: some \(scene)Dependencies, language: Language
                ) -> any \(scene)BusinessLogic {
                    let presenter = \(scene)Presenter(language: language)
                    presenter.display = display
                    return \(scene)Interactor(presenter: presenter, fetchList: dependencies.makeFetch\(n)List())
                }
            }

            """,
            "Packages/SnapFitPresentation/Tests/SnapFitPresentationTests/Scenes/\(scene)/\(scene)SceneTests.swift": """
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import Testing

            @testable import SnapFitPresentation

            @MainActor
            final class \(scene)DisplayLogicSpy: \(scene)DisplayLogic {
                private(set) var viewModels: [\(scene)Scene.Load.ViewModel] = []
                private(set) var errors: [ErrorViewModel] = []

                func displayLoad(viewModel: \(scene)Scene.Load.ViewModel) { viewModels.append(viewModel) }
                func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
            }

            @MainActor
            @Suite struct \(scene)SceneTests {
                private func makeSUT(
                    _ repository: Stub\(n)Repository, language: Language = .english
                ) -> (any \(scene)BusinessLogic, \(scene)DisplayLogicSpy) {
                    let display = \(scene)DisplayLogicSpy()
                    let sut = \(scene)Configurator.configure(
                        display: display, dependencies: UseCaseFactory.stubbed(\(name.lower): repository),
                        language: language)
                    return (sut, display)
                }

                @Test func load_showsOneRowPerItem_inTheUseCasesOrder() async {
                    // Given
                    var repository = Stub\(n)Repository()
                    repository.onList = { [\(n)(id: 2, name: "b"), \(n)(id: 1, name: "a")] }
                    let (sut, display) = makeSUT(repository)
                    // When
                    await sut.load(request: .init())
                    // Then
                    #expect(display.viewModels.map(\\.rows) == [[.init(id: 1, name: "a"), .init(id: 2, name: "b")]])
                    #expect(display.viewModels.first?.emptyNote == nil)
                }

                @Test func load_ofNothing_saysSo_inKorean() async {
                    // Given
                    var repository = Stub\(n)Repository()
                    repository.onList = { [] }
                    let (sut, display) = makeSUT(repository, language: .korean)
                    // When
                    await sut.load(request: .init())
                    // Then
                    #expect(display.viewModels.first?.title == "\(n) 목록")
                    #expect(display.viewModels.first?.emptyNote == "아직 없습니다.")
                }

                @Test func load_failure_displaysTheError() async {
                    // Given
                    var repository = Stub\(n)Repository()
                    repository.onList = { () throws(DomainError) in throw .unreachable }
                    let (sut, display) = makeSUT(repository)
                    // When
                    await sut.load(request: .init())
                    // Then
                    #expect(display.viewModels.isEmpty)
                    #expect(display.errors.map(\\.kind) == [.unreachable])
                }
            }

            """,
        ]
    }
}
