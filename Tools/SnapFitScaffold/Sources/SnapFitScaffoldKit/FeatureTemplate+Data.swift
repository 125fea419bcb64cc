extension FeatureTemplate {
    /// The DTO with its mapping, the endpoint, the remote repository, and a test over a stub session.
    var dataFiles: [String: String] {
        let n = name.upper
        let sources = "Packages/SnapFitData/Sources/SnapFitData/Features/\(n)/"
        return [
            sources + "\(n)DTO.swift": """
            import SnapFitDomain

            /// A \(n) on the wire: `{"id": 1, "name": "…"}`.
            public struct \(n)DTO: Decodable, Sendable, Equatable {
                public let id: Int
                public let name: String

                func toDomain() -> \(n) {
                    \(n)(id: id, name: name)
                }
            }

            """,
            sources + "\(n)Endpoints.swift": """
            import SnapFitNetworking

            /// The \(n) routes: a signed-in GET of the list.
            enum \(n)Endpoints {
                static func list() -> Endpoint<[\(n)DTO]> {
                    Endpoint(method: .get, path: "\(path)")
                }
            }

            """,
            sources + "Remote\(n)Repository.swift": """
            import SnapFitDomain
            import SnapFitNetworking

            /// Both phases: the \(n) list from the SnapFit API.
            public struct Remote\(n)Repository: \(n)Repository {
                private let provider: Provider

                public init(provider: Provider) {
                    self.provider = provider
                }

                public func list() async throws(DomainError) -> [\(n)] {
                    try await provider.send(\(n)Endpoints.list()).map { $0.toDomain() }
                }
            }

            """,
            "Packages/SnapFitData/Tests/SnapFitDataTests/Features/\(n)/Remote\(n)RepositoryTests.swift": """
            import Foundation
            import SnapFitDomain
            import SnapFitNetworkingTestSupport
            import Testing

            @testable import SnapFitData

            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif

            @Suite struct Remote\(n)RepositoryTests {
                @Test func list_sendsASignedInGET_andMapsTheAnswer() async throws {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (200, Data(#"[{"id":1,"name":"first"}]"#.utf8)) }
                    let sut = Remote\(n)Repository(provider: .signedIn(session))
                    // When
                    let list = try await sut.list()
                    // Then
                    #expect(list == [\(n)(id: 1, name: "first")])
                    let request = try #require(session.requests.first)
                    #expect(request.httpMethod == "GET")
                    #expect(request.url?.path == "\(path)")
                    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer access")
                }

                @Test func list_answerThatIsNotTheList_isAnInvalidResponse() async {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (200, Data(#"{"id":1}"#.utf8)) }
                    let sut = Remote\(n)Repository(provider: .signedIn(session))
                    // Then
                    await #expect {
                        try await sut.list()
                    } throws: { error in
                        if case .invalidResponse = error as? DomainError { true } else { false }
                    }
                }
            }

            """,
        ]
    }
}
