extension FeatureTemplate {
    /// The DTOs with their mapping, the endpoints, the error codes, the remote repository, and its tests over a stub
    /// session.
    var dataFiles: [String: String] {
        let sources = "Packages/SnapFitData/Sources/SnapFitData/"
        return [
            sources + "DTOs/\(one)DTO.swift": """
            /// A \(words) on the wire: `{"id": 1, "title": "…"}`.
            struct \(one)DTO: Decodable, Sendable, Equatable {
                let id: Int
                let title: String
            }

            """,
            sources + "DTOs/\(one)DTO+Mapping.swift": """
            import SnapFitDomain

            extension \(one)DTO {
                func toDomain() -> \(one) {
                    \(one)(id: id, title: title)
                }
            }

            """,
            sources + "DTOs/\(one)CreateDTO.swift": """
            /// The body of `POST \(path)`: `{"title": "…"}`.
            struct \(one)CreateDTO: Encodable, Sendable, Equatable {
                let title: String
            }

            """,
            sources + "Endpoints/\(one)Endpoints.swift": """
            import SnapFitNetworking

            /// The \(words) routes: the signed-in user's list, and a new one.
            enum \(one)Endpoints {
                private static let path = "\(path)"

                /// `GET \(path)`.
                static func list() -> Endpoint<[\(one)DTO]> {
                    Endpoint(method: .get, path: path)
                }

                /// `POST \(path)`.
                static func create(_ body: \(one)CreateDTO) -> Endpoint<\(one)DTO> {
                    Endpoint(method: .post, path: path, body: .json(body))
                }
            }

            """,
            sources + "Errors/\(one)ErrorCodes.swift": """
            import SnapFitDomain

            /// The SnapFit error codes the \(words) routes give a meaning of their own: on a new one, code 1 is a
            /// title the server refused and code 33 the most one user may keep.
            enum \(one)ErrorCodes {
                static let list = AccountErrorCodes.overrides
                static let create = AccountErrorCodes.overrides.merging([
                    1: .validation(.init(field: .title, reason: .length(\(one)Rules.titleLength))),
                    33: .limitReached(max: \(one)Rules.maxPerUser),
                ]) { $1 }
            }

            """,
            sources + "Repositories/Remote\(one)Repository.swift": """
            import SnapFitDomain
            import SnapFitNetworking

            /// Both phases: the signed-in user's \(manyWords) over the SnapFit API. A new one is sent once: the provider
            /// retries only reads.
            public struct Remote\(one)Repository: \(one)Repository {
                private let provider: Provider

                public init(provider: Provider) {
                    self.provider = provider
                }

                public func list() async throws(DomainError) -> [\(one)] {
                    try await provider.send(\(one)Endpoints.list(), overrides: \(one)ErrorCodes.list).map { $0.toDomain() }
                }

                public func create(title: String) async throws(DomainError) -> \(one) {
                    try await provider.send(
                        \(one)Endpoints.create(\(one)CreateDTO(title: title)), overrides: \(one)ErrorCodes.create
                    ).toDomain()
                }
            }

            """,
            "Packages/SnapFitData/Tests/SnapFitDataTests/Repositories/Remote\(one)RepositoryTests.swift": """
            import Foundation
            import SnapFitDomain
            import SnapFitNetworkingTestSupport
            import Testing

            @testable import SnapFitData

            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif

            @Suite struct Remote\(one)RepositoryTests {
                @Test func list_sendsASignedInGET_andMapsTheAnswer() async throws {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (200, Data(#"[{"id":1,"title":"first"}]"#.utf8)) }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
                    // When
                    let list = try await sut.list()
                    // Then
                    #expect(list == [\(one)(id: 1, title: "first")])
                    let request = try #require(session.requests.first)
                    #expect(request.httpMethod == "GET")
                    #expect(request.url?.path == "\(path)")
                    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer access")
                }

                @Test func create_postsTheTitle_andMapsTheAnswer() async throws {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (200, Data(#"{"id":2,"title":"생일 선물"}"#.utf8)) }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
                    // When
                    let kept = try await sut.create(title: "생일 선물")
                    // Then
                    #expect(kept == \(one)(id: 2, title: "생일 선물"))
                    let request = try #require(session.requests.first)
                    #expect(request.httpMethod == "POST")
                    #expect(request.url?.path == "\(path)")
                    let body = try #require(request.httpBody)
                    #expect(try JSONDecoder().decode([String: String].self, from: body) == ["title": "생일 선물"])
                }

                @Test func create_refusedWithCode1_isTheTitleRule_andWithCode33_theLimit() async {
                    // Given
                    let session = StubURLSession()
                    session.respond { request in
                        let code = request.httpBody == Data(#"{"title":"x"}"#.utf8) ? 1 : 33
                        return (code == 1 ? 400 : 403, Data(#"{"errorCode":\\#(code),"message":"…"}"#.utf8))
                    }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
                    // Then
                    await #expect(throws: DomainError.validation(.init(field: .title, reason: .length(\(one)Rules.titleLength)))) {
                        try await sut.create(title: "x")
                    }
                    await #expect(throws: DomainError.limitReached(max: \(one)Rules.maxPerUser)) {
                        try await sut.create(title: "y")
                    }
                }

                @Test func create_isSentOnce_evenWhenTheServerIsUnavailable() async {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (503, Data()) }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
                    // When
                    await #expect(throws: DomainError.self) { try await sut.create(title: "생일 선물") }
                    // Then
                    #expect(session.requests.count == 1)
                }

                @Test func list_answerThatIsNotTheList_isAnInvalidResponse() async {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (200, Data(#"{"id":1}"#.utf8)) }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
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
