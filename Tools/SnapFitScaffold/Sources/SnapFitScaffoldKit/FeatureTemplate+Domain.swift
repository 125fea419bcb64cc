extension FeatureTemplate {
    /// The entity, its fields and rules, the port, the list and create use cases, the port's double, and their
    /// tests. (`UseCaseFactory` makes the use cases: see `edits`.)
    var domainFiles: [String: String] {
        let sources = "Packages/SnapFitDomain/Sources/SnapFitDomain/"
        let tests = "Packages/SnapFitDomain/Tests/SnapFitDomainTests/"
        return [
            sources + "Entities/\(one).swift": """
            /// A \(words) a user keeps, as the server answers it.
            public struct \(one): Sendable, Equatable, Identifiable {
                public let id: Int
                public let title: String

                public init(id: Int, title: String) {
                    self.id = id
                    self.title = title
                }
            }

            """,
            sources + "Entities/\(one)Field.swift": """
            /// What a new \(words) is asked for, in the order the form asks it.
            public enum \(one)Field: String, Sendable, CaseIterable {
                case title
            }

            """,
            sources + "Validation/\(one)Rules.swift": """
            import Foundation

            /// What a \(words) must be: checked as each field is entered, and again before it is sent.
            public enum \(one)Rules {
                /// A title's length in characters, surrounding spaces not counted.
                public static let titleLength = 1...40
                /// How many one user may keep (the server refuses more).
                public static let maxPerUser = 100

                /// The title as kept: trimmed, within `titleLength`, without line breaks, tabs or other control
                /// characters.
                public static func title(_ input: String) throws(DomainError) -> String {
                    let title = input.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard titleLength.contains(title.count) else {
                        throw .validation(.init(field: .title, reason: .length(titleLength)))
                    }
                    guard !title.unicodeScalars.contains(where: CharacterSet.controlCharacters.contains) else {
                        throw .validation(.init(field: .title, reason: .malformed(String(title.debugDescription.dropFirst().dropLast()))))
                    }
                    return title
                }
            }

            """,
            sources + "Repositories/\(one)Repository.swift": """
            /// Where \(manyWords) are kept: the server, in both phases (`Remote\(one)Repository` in SnapFitData).
            public protocol \(one)Repository: Sendable {
                /// The signed-in user's \(manyWords).
                func list() async throws(DomainError) -> [\(one)]
                /// Keeps a new \(words) of a checked title, and returns it as kept.
                func create(title: String) async throws(DomainError) -> \(one)
            }

            """,
            sources + "UseCases/Fetch\(many).swift": """
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
            sources + "UseCases/Create\(one).swift": """
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
                    case .title: try \(one)Rules.title(answer)
                    }
                }

                /// The new \(words), as the server kept it; refused before sending when a field breaks its rule.
                public func callAsFunction(title: String) async throws(DomainError) -> \(one) {
                    try await repository.create(title: check(.title, answer: title))
                }
            }

            """,
            "Packages/SnapFitDomain/TestSupport/Stub\(one)Repository.swift": """
            import SnapFitDomain

            /// A `\(one)Repository` whose every call fails the test unless the test sets it.
            public struct Stub\(one)Repository: \(one)Repository {
                public init() {}

                public var onList: @Sendable () async throws(DomainError) -> [\(one)] = { () throws(DomainError) in
                    throw unexpected("list")
                }
                public var onCreate: @Sendable (String) async throws(DomainError) -> \(one) = { (_) throws(DomainError) in
                    throw unexpected("create")
                }

                public func list() async throws(DomainError) -> [\(one)] { try await onList() }
                public func create(title: String) async throws(DomainError) -> \(one) { try await onCreate(title) }
            }

            """,
            tests + "Validation/\(one)RulesTests.swift": """
            import SnapFitDomain
            import Testing

            @Suite struct \(one)RulesTests {
                @Test func title_isTrimmed() throws {
                    #expect(try \(one)Rules.title("  생일 선물 ") == "생일 선물")
                }

                @Test(arguments: ["", "   ", String(repeating: "가", count: \(one)Rules.titleLength.upperBound + 1)])
                func title_outsideTheLength_isRefused_namingTheRange(title: String) {
                    #expect(throws: DomainError.validation(.init(field: .title, reason: .length(\(one)Rules.titleLength)))) {
                        try \(one)Rules.title(title)
                    }
                }

                @Test func title_ofTheLongestLength_isKept() throws {
                    let title = String(repeating: "가", count: \(one)Rules.titleLength.upperBound)
                    #expect(try \(one)Rules.title(title) == title)
                }

                @Test func title_ofTwoLines_isRefused() {
                    #expect(throws: DomainError.validation(.init(field: .title, reason: .malformed(#"a\\nb"#)))) {
                        try \(one)Rules.title("a\\nb")
                    }
                }
            }

            """,
            tests + "UseCases/Fetch\(many)Tests.swift": """
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import Testing

            @Suite struct Fetch\(many)Tests {
                @Test func list_isNewestFirst() async throws {
                    // Given
                    var repository = Stub\(one)Repository()
                    repository.onList = { [\(one)(id: 2, title: "b"), \(one)(id: 3, title: "a"), \(one)(id: 1, title: "c")] }
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
            tests + "UseCases/Create\(one)Tests.swift": """
            import SnapFitDomain
            import SnapFitDomainTestSupport
                        import Testing

            @Suite struct Create\(one)Tests {
                @Test func create_sendsTheTrimmedTitle_andAnswersTheKeptOne() async throws {
                    // Given
                    let sent = Recorder<String>()
                    var repository = Stub\(one)Repository()
                    repository.onCreate = { title in
                        sent.append(title)
                        return \(one)(id: 7, title: title)
                    }
                    let sut = Create\(one)(repository: repository)
                    // When
                    let kept = try await sut(title: " 생일 선물 ")
                    // Then
                    #expect(kept == \(one)(id: 7, title: "생일 선물"))
                    #expect(sent.values == ["생일 선물"])
                }

                @Test func create_ofARefusedTitle_sendsNothing() async {
                    // Given: a repository that fails the test if it is asked
                    let sut = Create\(one)(repository: Stub\(one)Repository())
                    // Then
                    await #expect(throws: DomainError.validation(.init(field: .title, reason: .length(\(one)Rules.titleLength)))) {
                        try await sut(title: "")
                    }
                }

                @Test func check_refusesWhatTheRulesRefuse() throws {
                    let sut = Create\(one)(repository: Stub\(one)Repository())
                    #expect(throws: DomainError.validation(.init(field: .title, reason: .length(\(one)Rules.titleLength)))) {
                        try sut.check(.title, answer: " ")
                    }
                    #expect(try sut.check(.title, answer: "a") == "a")
                }
            }

            """,
        ]
    }
}
