extension FeatureTemplate {
    /// The `<One>List` scene and the `<One>Form` flow over the use cases, their words in both languages, and their
    /// tests.
    var presentationFiles: [String: String] {
        listSceneFiles.merging(formSceneFiles) { first, _ in first }
    }

    private var listSceneFiles: [String: String] {
        let scene = "\(one)List"
        let sources = "Packages/SnapFitPresentation/Sources/SnapFitPresentation/Scenes/\(scene)/"
        return [
            sources + "\(scene)Models.swift": """
            import SnapFitDomain

            /// The signed-in user's \(manyWords).
            public enum \(scene)Scene {
                public enum Load {
                    public struct Request: Sendable {
                        public init() {}
                    }
                    public struct Response: Sendable {
                        public let items: [\(one)]
                    }
                    public struct ViewModel: Sendable, Equatable, Encodable {
                        public let title: String
                        public let rows: [Row]
                        /// Said when there is nothing to list.
                        public let emptyNote: String?
                    }
                    public struct Row: Sendable, Equatable, Encodable {
                        public let id: Int
                        public let title: String
                    }
                }
            }

            """,
            sources + "\(scene)DisplayLogic.swift": SceneTemplate.displayLogic(
                scene: scene, showing: "the \(manyWords)"),
            sources + "\(scene)Interactor.swift": """
            import SnapFitDomain

            /// What the \(words) list can ask for.
            @MainActor
            public protocol \(scene)BusinessLogic: AnyObject {
                func load(request: \(scene)Scene.Load.Request) async
            }

            /// Fetches the \(manyWords) and hands the outcome to the presenter.
            @MainActor
            public final class \(scene)Interactor: \(scene)BusinessLogic {
                private let presenter: any \(scene)PresentationLogic
                private let fetch\(many): Fetch\(many)

                public init(presenter: any \(scene)PresentationLogic, fetch\(many): Fetch\(many)) {
                    self.presenter = presenter
                    self.fetch\(many) = fetch\(many)
                }

                public func load(request: \(scene)Scene.Load.Request) async {
                    do throws(DomainError) {
                        presenter.presentLoad(response: .init(items: try await fetch\(many)()))
                    } catch {
                        presenter.presentError(error)
                    }
                }
            }

            """,
            sources + "\(scene)Presenter.swift": """
            import SnapFitDomain

            /// Turns the \(manyWords) into view models.
            @MainActor
            public protocol \(scene)PresentationLogic: AnyObject, Sendable {
                func presentLoad(response: \(scene)Scene.Load.Response)
                func presentError(_ error: DomainError)
            }

            @MainActor
            public final class \(scene)Presenter: \(scene)PresentationLogic {
                public weak var display: (any \(scene)DisplayLogic)?
                private let language: Language

                public init(language: Language) {
                    self.language = language
                }

                /// The list's name, where it is shown and wherever it is linked from.
                public nonisolated static func title(_ language: Language) -> String {
                    language.pick("\(manyWords) 목록", "\(manyWords.prefix(1).uppercased() + manyWords.dropFirst())")
                }

                public func presentLoad(response: \(scene)Scene.Load.Response) {
                    display?.displayLoad(
                        viewModel: .init(
                            title: Self.title(language),
                            rows: response.items.map { .init(id: $0.id, title: $0.title) },
                            emptyNote: response.items.isEmpty ? language.pick("아직 없습니다.", "None yet.") : nil))
                }

                public func presentError(_ error: DomainError) {
                    display?.displayError(viewModel: ErrorViewModel(error, language: language))
                }
            }

            """,
            sources + "\(scene)Configurator.swift": SceneTemplate.configurator(
                scene: scene, needing: "The use cases the \(words) list needs.",
                useCase: ("fetch\(many)", "Fetch\(many)")),
            "Packages/SnapFitPresentation/Tests/SnapFitPresentationTests/Scenes/\(scene)/\(scene)SceneTests.swift": """
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import Testing

            @testable import SnapFitPresentation

            @MainActor
            @Suite struct \(scene)SceneTests {
                private func makeSUT(
                    _ repository: Stub\(one)Repository, language: Language = .english
                ) -> (any \(scene)BusinessLogic, SceneRecorder) {
                    let display = SceneRecorder()
                    let sut = \(scene)Configurator.configure(
                        display: display, dependencies: UseCaseFactory.stubbed(\(manyLower): repository), language: language)
                    return (sut, display)
                }

                @Test func load_showsOneRowPerItem_inTheUseCasesOrder() async throws {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 1, title: "a"), \(one)(id: 2, title: "b")] }
                    let (sut, display) = makeSUT(repository)
                    // When
                    await sut.load(request: .init())
                    // Then
                    let list = try #require(display.last(\(scene)Scene.Load.ViewModel.self))
                    #expect(list.rows == [.init(id: 2, title: "b"), .init(id: 1, title: "a")])
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
                    let list = try #require(display.last(\(scene)Scene.Load.ViewModel.self))
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
                    #expect(display.last(\(scene)Scene.Load.ViewModel.self) == nil)
                    #expect(display.error?.kind == .signedOut)
                }
            }

            """,
        ]
    }
}
