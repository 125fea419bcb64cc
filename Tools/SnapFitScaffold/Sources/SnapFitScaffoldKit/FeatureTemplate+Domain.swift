extension FeatureTemplate {
    /// The entity, its port, the use case, the port's double, and a test. (`UseCaseFactory` makes the use case: see
    /// `edits`.)
    var domainFiles: [String: String] {
        let n = name.upper
        let sources = "Packages/SnapFitDomain/Sources/SnapFitDomain/Features/\(n)/"
        return [
            sources + "\(n).swift": """
            /// One \(n). (new-feature wrote it: give it the fields the contract's answer has.)
            public struct \(n): Sendable, Equatable {
                public let id: Int
                public let name: String

                public init(id: Int, name: String) {
                    self.id = id
                    self.name = name
                }
            }

            """,
            sources + "\(n)Repository.swift": """
            /// Where the \(n) list comes from: the server, in both phases (`Remote\(n)Repository` in SnapFitData).
            public protocol \(n)Repository: Sendable {
                /// Every \(n) the server has.
                func list() async throws(DomainError) -> [\(n)]
            }

            """,
            sources + "Fetch\(n)List.swift": """
            /// The \(n) list by name, ties by id, so every UI shows it in the same order.
            public struct Fetch\(n)List: Sendable {
                private let repository: any \(n)Repository

                public init(repository: any \(n)Repository) {
                    self.repository = repository
                }

                public func callAsFunction() async throws(DomainError) -> [\(n)] {
                    try await repository.list().sorted { ($0.name, $0.id) < ($1.name, $1.id) }
                }
            }

            """,
            "Packages/SnapFitDomain/TestSupport/Stub\(n)Repository.swift": """
            import SnapFitDomain

            /// A `\(n)Repository` whose every call fails the test unless the test sets it.
            public struct Stub\(n)Repository: \(n)Repository {
                public init() {}

                public var onList: @Sendable () async throws(DomainError) -> [\(n)] = { () throws(DomainError) in
                    throw unexpected("list")
                }

                public func list() async throws(DomainError) -> [\(n)] { try await onList() }
            }

            """,
            "Packages/SnapFitDomain/Tests/SnapFitDomainTests/Features/\(n)/Fetch\(n)ListTests.swift": """
            import SnapFitDomain
            import SnapFitDomainTestSupport
            import Testing

            @Suite struct Fetch\(n)ListTests {
                @Test func list_isByName_thenByID() async throws {
                    // Given
                    var repository = Stub\(n)Repository()
                    repository.onList = { [\(n)(id: 3, name: "b"), \(n)(id: 2, name: "a"), \(n)(id: 1, name: "b")] }
                    let sut = Fetch\(n)List(repository: repository)
                    // When
                    let list = try await sut()
                    // Then
                    #expect(list.map(\\.id) == [2, 1, 3])
                }

                @Test func failure_isPassedOn() async {
                    // Given
                    var repository = Stub\(n)Repository()
                    repository.onList = { () throws(DomainError) in throw .unreachable }
                    let sut = Fetch\(n)List(repository: repository)
                    // Then
                    await #expect(throws: DomainError.unreachable) { try await sut() }
                }
            }

            """,
        ]
    }
}
