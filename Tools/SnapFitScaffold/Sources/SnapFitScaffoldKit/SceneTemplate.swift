/// The files of a new scene, in the project's VIP conventions (the `ReservationForm` and `SignUp` scenes show the
/// flow shape this grows into): models, display logic, interactor, presenter and configurator in
/// SnapFitPresentation, and a test file with spies and two first Given/When/Then tests.
public struct SceneTemplate: Sendable {
    private let name: String

    public init(name: ScaffoldName) {
        self.name = name.upper
    }

    /// The files, by path from the repository root, and how to wire the scene.
    public var scaffold: Scaffold {
        let sources = "Packages/SnapFitPresentation/Sources/SnapFitPresentation/Scenes/\(name)/"
        let tests = "Packages/SnapFitPresentation/Tests/SnapFitPresentationTests/Scenes/\(name)/"
        return Scaffold(
            files: [
                sources + "\(name)Models.swift": models,
                sources + "\(name)DisplayLogic.swift": displayLogic,
                sources + "\(name)Interactor.swift": interactor,
                sources + "\(name)Presenter.swift": presenter,
                sources + "\(name)Configurator.swift": configurator,
                tests + "\(name)SceneTests.swift": sceneTests,
            ],
            nextSteps: [
                "Give \(name)Dependencies its use cases (UseCaseFactory makes them; list the protocol in "
                    + "Common/UseCaseFactory+Dependencies.swift).",
                "Add make\(name)Scene to Apps/SnapFitAppCore/Sources/SnapFitAppCore/DI/AppServices+Scenes.swift, and "
                    + "a command and a console view (or a page) that run it over a SceneRecording and render its "
                    + "outcomes.",
                "List the scene's types under a topic of SnapFitPresentation.docc/SnapFitPresentation.md "
                    + "(`Tools/Scripts/docs` names each one left out).",
            ])
    }

    private var models: String {
        """
        import SnapFitDomain

        /// The \(name) scene.
        public enum \(name)Scene {
            /// What the scene shows, in order: one case per thing it displays.
            public enum Outcome: FailableOutcome, Equatable {
                case loaded(Load.ViewModel)
                case failed(ErrorViewModel)
            }

            public enum Load {
                public struct Request: Sendable {
                    public init() {}
                }
                public struct Response: Sendable {
                    public init() {}
                }
                public struct ViewModel: Sendable, Equatable, Encodable {
                    public let title: String
                    /// What the user can do next, if anything: the UI words it (a command, a link).
                    public let nextAction: Intent?
                }
            }
        }

        """
    }

    private var displayLogic: String {
        Self.displayLogic(scene: name, showing: "the \(name) scene")
    }

    /// The display logic of a scene with one `load`, and the recording display every UI shows it through.
    static func displayLogic(scene: String, showing what: String) -> String {
        """
        /// What a screen implements to show \(what); every UI records it with a `SceneRecording` and renders its
        /// outcomes.
        public protocol \(scene)DisplayLogic: AnyObject {
            func displayLoad(viewModel: \(scene)Scene.Load.ViewModel)
            func displayError(viewModel: ErrorViewModel)
        }

        extension SceneRecording: \(scene)DisplayLogic where Outcome == \(scene)Scene.Outcome {
            public func displayLoad(viewModel: \(scene)Scene.Load.ViewModel) { record(.loaded(viewModel)) }
        }

        """
    }

    private var interactor: String {
        """
        import SnapFitDomain

        /// What the \(name) screen can ask for. A flow of several steps adds `answer` and `cancel` here, and a UI
        /// renders what it presents and feeds the user's answers back.
        public protocol \(name)BusinessLogic: AnyObject {
            nonisolated(nonsending) func load(request: \(name)Scene.Load.Request) async
        }

        /// Runs the \(name) scene's use cases and hands their outcome to the presenter.
        public final class \(name)Interactor: \(name)BusinessLogic {
            private let presenter: any \(name)PresentationLogic
            /// The scene's data store: what it fetched and what the user gave so far, kept between requests.
            private var loaded: \(name)Scene.Load.Response?

            public init(presenter: any \(name)PresentationLogic) {
                self.presenter = presenter
            }

            public nonisolated(nonsending) func load(request: \(name)Scene.Load.Request) async {
                let response = loaded ?? \(name)Scene.Load.Response()
                loaded = response
                presenter.presentLoad(response: response)
            }
        }

        """
    }

    private var presenter: String {
        Self.presenter(
            scene: name, turning: "the \(name) scene's responses",
            viewModel: """
                        .init(title: language.pick("\(name)", "\(name)"), nextAction: nil)
                """)
    }

    /// The presentation logic and presenter of a scene with one `load`, turning `what` into view models;
    /// `viewModel` is the body of `viewModel(for:language:)`, indented as it stands in the file.
    static func presenter(scene: String, turning what: String, viewModel: String) -> String {
        """
        import SnapFitDomain

        /// Turns \(what) into view models.
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

            public func presentLoad(response: \(scene)Scene.Load.Response) {
                display?.displayLoad(viewModel: Self.viewModel(for: response, language: language))
            }

            public func presentError(_ error: DomainError) {
                display?.displayError(viewModel: ErrorViewModel(error, language: language))
            }

            static func viewModel(
                for response: \(scene)Scene.Load.Response, language: Language
            ) -> \(scene)Scene.Load.ViewModel {
        \(viewModel)
            }
        }

        """
    }

    private var configurator: String {
        Self.configurator(
            scene: name, needing: "The use cases the \(name) scene needs; the app's composition root provides them.",
            useCase: nil)
    }

    /// A scene's dependencies (`needing` is their doc comment; `useCase`, the one use case the interactor takes by
    /// that parameter name, made by the factory) and its configurator, which wires the VIP cycle.
    static func configurator(scene: String, needing: String, useCase: (parameter: String, type: String)?) -> String {
        let requirement = useCase.map { " {\n    func make\($0.type)() -> \($0.type)\n}" } ?? " {}"
        let argument = useCase.map { ", \($0.parameter): dependencies.make\($0.type)()" } ?? ""
        return """
            import SnapFitDomain

            /// \(needing)
            public protocol \(scene)Dependencies\(requirement)

            /// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
            public enum \(scene)Configurator {
                public static func configure(
                    display: any \(scene)DisplayLogic, dependencies: some \(scene)Dependencies, language: Language
                ) -> any \(scene)BusinessLogic {
                    let presenter = \(scene)Presenter(language: language)
                    presenter.display = display
                    return \(scene)Interactor(presenter: presenter\(argument))
                }
            }

            """
    }

    private var sceneTests: String {
        """
        import SnapFitDomain
        import Testing

        @testable import SnapFitPresentation

        final class \(name)PresentationLogicSpy: \(name)PresentationLogic {
            private(set) var loads = 0
            private(set) var errors: [DomainError] = []

            func presentLoad(response: \(name)Scene.Load.Response) { loads += 1 }
            func presentError(_ error: DomainError) { errors.append(error) }
        }

        final class \(name)DisplayLogicSpy: \(name)DisplayLogic {
            private(set) var viewModels: [\(name)Scene.Load.ViewModel] = []
            private(set) var errors: [ErrorViewModel] = []

            func displayLoad(viewModel: \(name)Scene.Load.ViewModel) { viewModels.append(viewModel) }
            func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
        }

        @Suite struct \(name)SceneTests {
            @Test func load_presentsOnce() async {
                // Given
                let presenter = \(name)PresentationLogicSpy()
                let sut = \(name)Interactor(presenter: presenter)
                // When
                await sut.load(request: .init())
                // Then
                #expect(presenter.loads == 1)
                #expect(presenter.errors.isEmpty)
            }

            @Test func presentLoad_displaysTheTitle() {
                // Given
                let display = \(name)DisplayLogicSpy()
                let sut = \(name)Presenter(language: .english)
                sut.display = display
                // When
                sut.presentLoad(response: .init())
                // Then
                #expect(display.viewModels == [.init(title: "\(name)", nextAction: nil)])
            }
        }

        """
    }
}
