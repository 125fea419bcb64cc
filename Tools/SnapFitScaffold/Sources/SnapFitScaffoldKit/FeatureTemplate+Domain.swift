extension FeatureTemplate {
    /// The entity, its fields and rules, the port, the list and create use cases, the port's double, and their tests.
    var domainFiles: [String: String] {
        let domain = sources("Domain")
        let tests = tests("Domain")
        let properties = fields.map { "    public let \($0.name): \($0.swiftType)" }.joined(separator: "\n")
        let parameters = fields.map { "\($0.name): \($0.swiftType)" }.joined(separator: ", ")
        let assignments = fields.map { "        self.\($0.name) = \($0.name)" }.joined(separator: "\n")
        return [
            domain + "\(one).swift": """
            /// A \(words) a user keeps, as the server answers it.
            public struct \(one): Sendable, Equatable, Identifiable {
                public let id: Int
            \(properties)

                public init(id: Int, \(parameters)) {
                    self.id = id
            \(assignments)
                }
            }

            """,
            domain + "\(one)Draft.swift": """
            /// A new \(words) as it is sent: every field checked by `\(one)Rules`.
            public struct \(one)Draft: Sendable, Equatable {
            \(properties)

                public init(\(parameters)) {
            \(assignments)
                }
            }

            """,
            domain + "\(one)Field.swift": """
            import SnapFitDomain

            /// What a new \(words) is asked for, in the order the form asks it.
            public enum \(one)Field: String, Sendable, CaseIterable {
            \(fields.map { "    case \($0.name)" }.joined(separator: "\n"))

                /// How a refusal names the field.
                public var validationField: ValidationError.Field { .feature(rawValue) }
            }

            """,
            domain + "\(one)Rules.swift": rules,
            domain + "\(one)Repository.swift": """
            import SnapFitDomain

            /// Where \(manyWords) are kept: the server, in both phases (`Remote\(one)Repository` in \(many)Data).
            public protocol \(one)Repository: Sendable {
                /// The signed-in user's \(manyWords).
                func list() async throws(DomainError) -> [\(one)]
                /// Keeps a new \(words), and returns it as kept.
                func create(_ draft: \(one)Draft) async throws(DomainError) -> \(one)
            }

            """,
            domain + "Fetch\(many).swift": """
            import SnapFitDomain

            /// The signed-in user's \(manyWords), newest first, so every UI lists them in the same order.
            public struct Fetch\(many): Sendable {
                private let repository: any \(one)Repository

                public init(repository: any \(one)Repository) {
                    self.repository = repository
                }

                public func callAsFunction() async throws(DomainError) -> [\(one)] {
                    try await repository.list().sorted { $0.id > $1.id }
                }
            }

            """,
            domain + "Create\(one).swift": createUseCase,
            domain + "\(many)UseCases.swift": """
            /// The feature's use cases over one repository: what its scenes are configured with.
            public struct \(many)UseCases: Sendable {
                private let repository: any \(one)Repository

                public init(repository: any \(one)Repository) {
                    self.repository = repository
                }

                public func makeFetch\(many)() -> Fetch\(many) { Fetch\(many)(repository: repository) }
                public func makeCreate\(one)() -> Create\(one) { Create\(one)(repository: repository) }
            }

            """,
            sources("Testing") + "Stub\(one)Repository.swift": """
            import \(many)Domain
            import SnapFitDomain
            import SnapFitDomainTestSupport

            /// A `\(one)Repository` whose every call fails the test unless the test sets it.
            public struct Stub\(one)Repository: \(one)Repository {
                public init() {}

                public var onList: @Sendable () async throws(DomainError) -> [\(one)] = { () throws(DomainError) in
                    throw unexpected("list")
                }
                public var onCreate: @Sendable (\(one)Draft) async throws(DomainError) -> \(one) = { (_) throws(DomainError) in
                    throw unexpected("create")
                }

                public func list() async throws(DomainError) -> [\(one)] { try await onList() }
                public func create(_ draft: \(one)Draft) async throws(DomainError) -> \(one) { try await onCreate(draft) }
            }

            """,
            tests + "\(one)RulesTests.swift": rulesTests,
            tests + "Fetch\(many)Tests.swift": """
            import \(many)Domain
            import \(many)Testing
            import SnapFitDomain
            import Testing

            @Suite struct Fetch\(many)Tests {
                private func item(_ id: Int) -> \(one) { \(one)(id: id, \(sampleArguments)) }

                @Test func list_isNewestFirst() async throws {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [item(2), item(3), item(1)] }
                    let sut = Fetch\(many)(repository: repository)
                    // When
                    let list = try await sut()
                    // Then
                    #expect(list.map(\\.id) == [3, 2, 1])
                }

                @Test func failure_isPassedOn() async {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { () throws(DomainError) in throw .unreachable }
                    let sut = Fetch\(many)(repository: repository)
                    // Then
                    await #expect(throws: DomainError.unreachable) { try await sut() }
                }
            }

            """,
            tests + "Create\(one)Tests.swift": createTests,
        ]
    }

    private var rules: String {
        let bounds = fields.compactMap { field -> String? in
            switch field.kind {
            case .text:
                "    /// A \(field.label.lowercased())'s length in characters, surrounding spaces not counted.\n"
                    + "    public static let \(field.name)Length = 1...40"
            case .int:
                "    /// The whole numbers a \(field.label.lowercased()) may be.\n"
                    + "    public static let \(field.name)Range = 0...1_000_000_000"
            case .date, .bool: nil
            }
        }.joined(separator: "\n")
        let checks = fields.map { field in
            let rule =
                switch field.kind {
                case .text:
                    "FieldRules.text(input, field: \(one)Field.\(field.name).validationField, length: \(field.name)Length)"
                case .int:
                    "FieldRules.wholeNumber(input, field: \(one)Field.\(field.name).validationField, range: \(field.name)Range)"
                case .date: "FieldRules.day(input, field: \(one)Field.\(field.name).validationField)"
                case .bool: "FieldRules.yesOrNo(input, field: \(one)Field.\(field.name).validationField)"
                }
            return """
                    /// The \(field.label.lowercased()) as kept, read from what was typed.
                    public static func \(field.name)(_ input: String) throws(DomainError) -> \(field.swiftType) {
                        try \(rule)
                    }
                """
        }.joined(separator: "\n\n")
        return """
            import SnapFitDomain

            /// What a \(words) must be: each field checked as it is entered, and again before it is sent. A bound
            /// changed here is what the form, the flags' help and the web page say.
            public enum \(one)Rules {
                /// How many one user may keep (the server refuses more).
                public static let maxPerUser = 100
            \(bounds)

            \(checks)
            }

            """
    }

    /// The answer `field` keeps once checked, as Swift text of the rule's value.
    func answerText(_ field: FeatureField, of value: String) -> String {
        switch field.kind {
        case .text, .date: value
        case .int: "String(\(value))"
        case .bool: "\(value) ? \"yes\" : \"no\""
        }
    }

    private var createUseCase: String {
        let checks = fields.map { field in
            "        case .\(field.name): \(answerText(field, of: "try \(one)Rules.\(field.name)(answer)"))"
        }.joined(separator: "\n")
        let draft = fields.map { "\($0.name): try \(one)Rules.\($0.name)(answers[.\($0.name)] ?? \"\")" }
            .joined(separator: ", ")
        return """
            import SnapFitDomain

            /// Keeps a new \(words): each field checked as it is entered (`check`), and all of them again before the
            /// one request is sent.
            public struct Create\(one): Sendable {
                private let repository: any \(one)Repository

                public init(repository: any \(one)Repository) {
                    self.repository = repository
                }

                /// `answer` to `field` as it will be sent, or why it is refused.
                public func check(_ field: \(one)Field, answer: String) throws(DomainError) -> String {
                    switch field {
            \(checks)
                    }
                }

                /// The new \(words), as the server kept it; refused before sending when a field breaks its rule.
                public func callAsFunction(_ answers: [\(one)Field: String]) async throws(DomainError) -> \(one) {
                    try await repository.create(\(one)Draft(\(draft)))
                }
            }

            """
    }

    private var rulesTests: String {
        let cases = fields.map { field in
            let refused = field.refused(rules: "\(one)Rules")
            let good =
                switch field.kind {
                case .text: "#expect(try \(one)Rules.\(field.name)(\"  생일 선물 \") == \"생일 선물\")"
                case .int: "#expect(try \(one)Rules.\(field.name)(\"5000\") == 5000)"
                case .date: "#expect(try \(one)Rules.\(field.name)(\"2028-02-29\") == \"2028-02-29\")"
                case .bool: "#expect(try \(one)Rules.\(field.name)(\"예\"))"
                }
            return """
                    @Test func \(field.name)_keepsAGoodAnswer_andRefusesABadOne_namingTheField() throws {
                        \(good)
                        #expect(throws: DomainError.validation(.init(field: .feature("\(field.name)"), reason: \(refused.reason)))) {
                            try \(one)Rules.\(field.name)("\(refused.answer)")
                        }
                    }
                """
        }.joined(separator: "\n\n")
        return """
            import \(many)Domain
            import SnapFitDomain
            import Testing

            @Suite struct \(one)RulesTests {
            \(cases)
            }

            """
    }

    private var createTests: String {
        let answers = fields.map { "." + $0.name + ": \"\($0.sample.answer)\"" }.joined(separator: ", ")
        let first = fields[0]
        let refused = first.refused(rules: "\(one)Rules")
        return """
            import \(many)Domain
            import \(many)Testing
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import Testing

            @Suite struct Create\(one)Tests {
                private static let answers: [\(one)Field: String] = [\(answers)]

                @Test func create_sendsTheCheckedFields_andAnswersTheKeptOne() async throws {
                    // Given
                    let sent = Recorder<\(one)Draft>()
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { draft in
                        sent.append(draft)
                        return \(one)(id: 7, \(sampleArguments))
                    }
                    let sut = Create\(one)(repository: repository)
                    // When
                    let kept = try await sut(Self.answers)
                    // Then
                    #expect(kept.id == 7)
                    #expect(sent.values == [\(one)Draft(\(sampleArguments))])
                }

                @Test func create_ofARefusedField_sendsNothing() async {
                    // Given: a repository that fails the test if it is asked
                    let sut = Create\(one)(repository: Stub\(one)Repository())
                    var answers = Self.answers
                    answers[.\(first.name)] = "\(refused.answer)"
                    // Then
                    await #expect(throws: DomainError.validation(.init(field: .feature("\(first.name)"), reason: \(refused.reason)))) {
                        try await sut(answers)
                    }
                }

                @Test func check_givesEachAnswerAsItWillBeSent() throws {
                    let sut = Create\(one)(repository: Stub\(one)Repository())
                    for field in \(one)Field.allCases {
                        #expect(try !sut.check(field, answer: Self.answers[field] ?? "").isEmpty)
                    }
                }
            }

            """
    }
}
