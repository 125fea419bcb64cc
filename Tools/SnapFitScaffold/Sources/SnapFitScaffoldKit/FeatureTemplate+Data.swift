extension FeatureTemplate {
    /// The DTOs with their mapping, the endpoints, the error codes, the remote repository, and its tests over a stub
    /// session.
    var dataFiles: [String: String] {
        let data = sources("Data")
        let properties = fields.map { "    let \($0.name): \($0.swiftType)" }.joined(separator: "\n")
        let copied = fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        let sampleJSON = fields.map { $0.json($0.sample.literal) }.joined(separator: ",")
        return [
            data + "\(one)DTO.swift": """
            import \(many)Domain

            /// A \(words) on the wire: `{"id": 1, \(fields.map { "\"\($0.name)\": …" }.joined(separator: ", "))}`.
            struct \(one)DTO: Decodable, Sendable, Equatable {
                let id: Int
            \(properties)
            }

            """,
            data + "\(one)DTO+Mapping.swift": """
            import \(many)Domain

            extension \(one)DTO {
                func toDomain() -> \(one) {
                    \(one)(id: id, \(copied))
                }
            }

            """,
            data + "\(one)CreateDTO.swift": """
            import \(many)Domain

            /// The body of `POST \(path)`: the new one's fields.
            struct \(one)CreateDTO: Encodable, Sendable, Equatable {
            \(properties)

                init(_ draft: \(one)Draft) {
            \(fields.map { "        \($0.name) = draft.\($0.name)" }.joined(separator: "\n"))
                }
            }

            """,
            data + "\(one)Endpoints.swift": """
            import SnapFitNetworking

            /// The \(words) routes: the signed-in user's list, and a new one.
            enum \(one)Endpoints {
                static let path = "\(path)"

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
            data + "\(one)ErrorCodes.swift": """
            import \(many)Domain
            import SnapFitData
            import SnapFitDomain

            /// The SnapFit error codes the \(words) routes give a meaning of their own: on a new one, code 33 is the
            /// most one user may keep.
            enum \(one)ErrorCodes {
                static let list = AccountErrorCodes.overrides
                static let create = AccountErrorCodes.overrides.merging([33: .limitReached(max: \(one)Rules.maxPerUser)]) { $1 }
            }

            """,
            data + "Remote\(one)Repository.swift": """
            import \(many)Domain
            import SnapFitData
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

                public func create(_ draft: \(one)Draft) async throws(DomainError) -> \(one) {
                    try await provider.send(\(one)Endpoints.create(\(one)CreateDTO(draft)), overrides: \(one)ErrorCodes.create)
                        .toDomain()
                }
            }

            """,
            tests("Data") + "Remote\(one)RepositoryTests.swift": """
            import Foundation
            import \(many)Domain
            import SnapFitDataTestSupport
            import SnapFitDomain
            import SnapFitNetworking
            import SnapFitNetworkingTestSupport
            import Testing

            @testable import \(many)Data

            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif

            @Suite struct Remote\(one)RepositoryTests {
                @Test func list_sendsASignedInGET_andMapsTheAnswer() async throws {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (200, Data(#"[{"id":1,\(sampleJSON)}]"#.utf8)) }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
                    // When
                    let list = try await sut.list()
                    // Then
                    #expect(list == [\(one)(id: 1, \(sampleArguments))])
                    let request = try #require(session.requests.first)
                    #expect(request.httpMethod == "GET")
                    #expect(request.url?.path == "\(path)")
                    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer access")
                }

                @Test func create_postsTheFields_andMapsTheAnswer() async throws {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (200, Data(#"{"id":2,\(sampleJSON)}"#.utf8)) }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
                    // When
                    let kept = try await sut.create(\(one)Draft(\(sampleArguments)))
                    // Then
                    #expect(kept == \(one)(id: 2, \(sampleArguments)))
                    let request = try #require(session.requests.first)
                    #expect(request.httpMethod == "POST")
                    #expect(request.url?.path == "\(path)")
                    let body = try JSONSerialization.jsonObject(with: try #require(request.httpBody)) as? [String: Any]
                    #expect(body.map { Set($0.keys) } == [\(fields.map { "\"\($0.name)\"" }.joined(separator: ", "))])
                }

                @Test func create_refusedWithCode33_isTheLimit() async {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (403, Data(#"{"errorCode":33,"message":"…"}"#.utf8)) }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
                    // Then
                    await #expect(throws: DomainError.limitReached(max: \(one)Rules.maxPerUser)) {
                        try await sut.create(\(one)Draft(\(sampleArguments)))
                    }
                }

                @Test func create_isSentOnce_evenWhenTheServerIsUnavailable() async {
                    // Given
                    let session = StubURLSession()
                    session.respond { _ in (503, Data()) }
                    let sut = Remote\(one)Repository(provider: .signedIn(session))
                    // When
                    await #expect(throws: DomainError.self) { try await sut.create(\(one)Draft(\(sampleArguments))) }
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
