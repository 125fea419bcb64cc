extension FeatureTemplate {
    /// The `<One>Form` flow: each field asked in turn and checked when entered, a refusal asked again with why,
    /// `cancel` at any question, then the one request.
    var formSceneFiles: [String: String] {
        let scene = "\(one)Form"
        let presentation = sources("Presentation")
        let labels = fields.map { field in
            let label =
                field.name == "title"
                ? "Labels.title(language)" : "language.pick(\"\(field.label)\", \"\(field.label)\")"
            return "        case .\(field.name): \(label)"
        }.joined(separator: "\n")
        let rules = fields.map { field in
            let rule =
                switch field.kind {
                case .text: "Labels.characters(\(one)Rules.\(field.name)Length, language)"
                case .int: "FieldLabels.wholeNumber(\(one)Rules.\(field.name)Range, language)"
                case .date: "FieldLabels.day(language)"
                case .bool: "FieldLabels.yesOrNo(language)"
                }
            return "        case .\(field.name): \(rule)"
        }.joined(separator: "\n")
        return [
            presentation + "\(scene)Models.swift": """
            import \(many)Domain
            import SnapFitDomain
            import SnapFitPresentation

            /// Adding a \(words): each field asked in turn, then kept.
            public enum \(scene)Scene {
                /// What the flow shows, in order: each question, then the new \(words) or why there is none.
                public enum Outcome: FailableOutcome, Equatable {
                    case question(Question.ViewModel)
                    case created(Created.ViewModel)
                    case failed(ErrorViewModel)
                }

                /// Opens the form with the answers already given (flags, a web form); it asks for the rest.
                public enum Start {
                    public struct Request: Sendable {
                        public let answers: [\(one)Field: String]

                        public init(answers: [\(one)Field: String] = [:]) {
                            self.answers = answers
                        }
                    }
                }

                /// What the form asks now. A refused answer is asked again, with why.
                public enum Question {
                    public typealias Step = FormStep<\(one)Field>
                    public struct Response: Sendable {
                        public let field: \(one)Field
                        /// Why the last answer to this field was refused, if it was.
                        public let refusal: DomainError?
                    }
                    public typealias ViewModel = FlowQuestion<Step>
                }

                /// The \(words) kept. The flow is over.
                public enum Created {
                    public struct Response: Sendable {
                        public let item: \(one)
                    }
                    public struct ViewModel: Sendable, Equatable, Encodable {
                        public let item: \(one)Row
                        public let message: String
                    }
                }
            }

            """,
            presentation + "\(scene)DisplayLogic.swift": """
            import SnapFitPresentation

            /// What a screen implements to show the \(words) form, a flow: show each question as it comes and give the
            /// answer back to the interactor; the flow ends with the new \(words) or an error.
            public protocol \(scene)DisplayLogic: AnyObject {
                /// Ask this now (again, with why, after a refusal).
                func displayQuestion(viewModel: \(scene)Scene.Question.ViewModel)
                /// The \(words) is kept. The flow is over.
                func displayCreated(viewModel: \(scene)Scene.Created.ViewModel)
                /// The flow is over without a new \(words): cancelled, or refused by the server.
                func displayError(viewModel: ErrorViewModel)
            }

            extension SceneRecording: \(scene)DisplayLogic where Outcome == \(scene)Scene.Outcome {
                public func displayQuestion(viewModel: \(scene)Scene.Question.ViewModel) { record(.question(viewModel)) }
                public func displayCreated(viewModel: \(scene)Scene.Created.ViewModel) { record(.created(viewModel)) }
            }

            """,
            presentation + "\(scene)Interactor.swift": """
            import \(many)Domain
            import SnapFitDomain
            import SnapFitPresentation

            /// What the \(words) form can be asked to do, besides answering and cancelling.
            public protocol \(scene)BusinessLogic: FlowBusinessLogic {
                /// Checks the answers given up front in the form's order, and asks for the first field missing or
                /// refused; with all of them accepted, sends the new \(words).
                nonisolated(nonsending) func start(request: \(scene)Scene.Start.Request) async
            }

            /// Runs the \(words) form: each field checked when it is entered, then one request.
            public final class \(scene)Interactor: \(scene)BusinessLogic {
                private let presenter: any \(scene)PresentationLogic
                private let create\(one): Create\(one)
                private var answers = FormAnswers<\(one)Field, String>()
                /// The field on screen; `nil` once the flow is over.
                private var asking: \(one)Field?

                public init(presenter: any \(scene)PresentationLogic, create\(one): Create\(one)) {
                    self.presenter = presenter
                    self.create\(one) = create\(one)
                }

                public nonisolated(nonsending) func start(request: \(scene)Scene.Start.Request) async {
                    answers = FormAnswers(given: request.answers)
                    await advance()
                }

                public nonisolated(nonsending) func answer(request: FlowAnswer) async {
                    guard let field = asking else { return }
                    guard case .text(let text) = request else {
                        // An answer that fits no question on screen changes nothing; the question stays.
                        return presenter.presentQuestion(response: .init(field: field, refusal: nil))
                    }
                    answers.give(text, for: field)
                    await advance()
                }

                public func cancel() {
                    guard asking != nil else { return }
                    asking = nil
                    presenter.presentCancelled()
                }

                /// Asks for the first field missing or refused; with every field accepted, sends the \(words) once.
                private nonisolated(nonsending) func advance() async {
                    if let missing = answers.next({ (field, answer) throws(DomainError) in
                        try create\(one).check(field, answer: answer)
                    }) {
                        asking = missing.field
                        return presenter.presentQuestion(response: .init(field: missing.field, refusal: missing.refusal))
                    }
                    asking = nil
                    do throws(DomainError) {
                        let item = try await create\(one)(answers.accepted)
                        presenter.presentCreated(response: .init(item: item))
                    } catch {
                        presenter.presentError(error)
                    }
                }
            }

            """,
            presentation + "\(scene)Presenter.swift": """
            import \(many)Domain
            import SnapFitDomain
            import SnapFitPresentation

            /// Turns the \(words) form's questions and outcomes into view models.
            public protocol \(scene)PresentationLogic: AnyObject {
                func presentQuestion(response: \(scene)Scene.Question.Response)
                func presentCreated(response: \(scene)Scene.Created.Response)
                func presentCancelled()
                func presentError(_ error: DomainError)
            }

            public final class \(scene)Presenter: \(scene)PresentationLogic {
                public weak var display: (any \(scene)DisplayLogic)?
                private let language: Language

                public init(language: Language) {
                    self.language = language
                }

                /// The form's name, where it is shown and wherever it is linked from.
                public static func title(_ language: Language) -> String {
                    language.pick("새 \(words)", "New \(words)")
                }

                /// A field's label, as the form, the flag's help and a refusal say it.
                public static func label(for field: \(one)Field, language: Language) -> String {
                    switch field {
            \(labels)
                    }
                }

                /// What a field must be, as the form and the flag's help say it.
                public static func rule(for field: \(one)Field, language: Language) -> String {
                    switch field {
            \(rules)
                    }
                }

                public func presentQuestion(response: \(scene)Scene.Question.Response) {
                    let field = response.field
                    let label = Self.label(for: field, language: language)
                    display?.displayQuestion(
                        viewModel: .init(
                            step: .field(field), prompt: "\\(label) (\\(Self.rule(for: field, language: language))): ",
                            kind: .text, refusal: response.refusal.map { ErrorViewModel($0, label: label, language: language) }))
                }

                public func presentCreated(response: \(scene)Scene.Created.Response) {
                    display?.displayCreated(
                        viewModel: .init(
                            item: \(one)Row(response.item, language: language),
                            message: language.pick("\(words) 추가 완료.", "\(wordsTitle) added.")))
                }

                public func presentCancelled() {
                    display?.displayError(
                        viewModel: ErrorViewModel(kind: .cancelled, message: language.pick("추가하지 않고 그만두었습니다.", "Stopped: nothing was added.")))
                }

                public func presentError(_ error: DomainError) {
                    display?.displayError(viewModel: ErrorViewModel(error, language: language))
                }
            }

            """,
            presentation + "\(scene)Configurator.swift": configurator(scene),
            tests("Presentation") + "\(scene)SceneTests.swift": formTests(scene),
        ]
    }

    private func formTests(_ scene: String) -> String {
        let first = fields[0]
        let refused = first.refused(rules: "\(one)Rules")
        let answers = fields.map { "." + $0.name + ": \"\($0.sample.answer)\"" }.joined(separator: ", ")
        let given =
            ([".\(first.name): \"\(refused.answer)\""]
            + fields.dropFirst().map {
                "." + $0.name + ": \"\($0.sample.answer)\""
            }).joined(separator: ", ")
        return """
            import \(many)Domain
            import \(many)Presentation
            import \(many)Testing
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import SnapFitPresentation
            import Testing

            @Suite struct \(scene)SceneTests {
                private func makeSUT(
                    _ repository: Stub\(one)Repository = Stub\(one)Repository(), language: Language = .english
                ) -> (any \(scene)BusinessLogic, SceneRecording<\(scene)Scene.Outcome>) {
                    let display = SceneRecording<\(scene)Scene.Outcome>()
                    let sut = \(scene)Configurator.configure(
                        display: display, useCases: \(many)UseCases(repository: repository), language: language)
                    return (sut, display)
                }

                private func keeping(_ sent: Recorder<\(one)Draft>) -> Stub\(one)Repository {
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { draft in
                        sent.append(draft)
                        return \(one)(id: 5, \(fields.map { "\($0.name): draft.\($0.name)" }.joined(separator: ", ")))
                    }
                    return repository
                }

                /// The question the flow asks now, if it asks one last.
                private func question(_ display: SceneRecording<\(scene)Scene.Outcome>) -> \(scene)Scene.Question.ViewModel? {
                    switch display.outcomes.last {
                    case .question(let question)?: question
                    case .created?, .failed?, nil: nil
                    }
                }

                @Test func start_withNothing_asksTheFirstField_withItsRule() async throws {
                    // Given
                    let (sut, display) = makeSUT()
                    // When
                    await sut.start(request: .init())
                    // Then
                    let asked = try #require(question(display))
                    #expect(asked.step == .field(.\(first.name)))
                    #expect(asked.refusal == nil)
                    #expect(
                        asked.prompt
                            == "\\(\(scene)Presenter.label(for: .\(first.name), language: .english)) (\\(\(scene)Presenter.rule(for: .\(first.name), language: .english))): ")
                }

                @Test func aRefusedAnswer_isAskedAgain_withWhy_namingTheField_thenTheAcceptedOnesAreSentOnce() async throws {
                    // Given
                    let sent = Recorder<\(one)Draft>()
                    let (sut, display) = makeSUT(keeping(sent))
                    await sut.start(request: .init(answers: [\(given)]))
                    let refused = try #require(question(display))
                    // When
                    await sut.answer(request: .text("\(first.sample.answer)"))
                    // Then
                    #expect(refused.step == .field(.\(first.name)))
                    #expect(refused.refusal?.kind == .validation)
                    #expect(refused.refusal?.message.hasPrefix(\(scene)Presenter.label(for: .\(first.name), language: .english) + ": ") == true)
                    guard case .created(let created)? = display.outcomes.last else {
                        Issue.record("the \(words) was not shown: \\(display.outcomes)")
                        return
                    }
                    #expect(created.item.values.joined(separator: " · ") == "\(sampleShown)")
                    #expect(sent.values == [\(one)Draft(\(sampleArguments))])
                }

                @Test func cancel_atTheQuestion_sendsNothing_andSaysSo() async {
                    // Given: a repository that fails the test if it is asked
                    let (sut, display) = makeSUT(language: .korean)
                    await sut.start(request: .init())
                    // When
                    sut.cancel()
                    await sut.answer(request: .text("늦은 답"))
                    // Then
                    switch display.outcomes.last {
                    case .failed(let error)?: #expect(error.kind == .cancelled && error.message == "추가하지 않고 그만두었습니다.")
                    case .question?, .created?, nil: Issue.record("the flow did not end: \\(display.outcomes)")
                    }
                }

                @Test func theServersRefusal_endsTheFlow_withItsError() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { (_) throws(DomainError) in throw .sessionExpired }
                    let (sut, display) = makeSUT(repository)
                    // When
                    await sut.start(request: .init(answers: [\(answers)]))
                    // Then
                    switch display.outcomes.last {
                    case .failed(let error)?: #expect(error.kind == .sessionExpired)
                    case .question?, .created?, nil: Issue.record("the error did not end the flow: \\(display.outcomes)")
                    }
                }
            }

            """
    }
}
