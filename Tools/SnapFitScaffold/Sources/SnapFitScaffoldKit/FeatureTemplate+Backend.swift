extension FeatureTemplate {
    /// The backend's table with its seed row, its handlers with their validation, and their tests, the data file of
    /// an older build among them. (The state, the journal, the seed and the routes take the table: see `edits`.)
    var backendFiles: [String: String] {
        let sources = "Tools/SnapFitBackend/Sources/SnapFitBackend/"
        return [
            sources + "State/Stored\(one).swift": """
            import SnapFitFixtures

            /// A row of the \(manyWords) table: a \(words) and the user who keeps it.
            struct Stored\(one): Codable, Sendable, Equatable {
                var id: Int
                var userId: Int
                var title: String

                /// The seed's one \(words), the seeded customer's.
                static func seed(_ users: [StoredUser]) -> [Stored\(one)] {
                    users.filter { $0.socialId == SeedCatalog.customerSocialId }.map {
                        Stored\(one)(id: 1, userId: $0.id, title: "첫 \(words)")
                    }
                }
            }

            """,
            sources + "Endpoints/Backend+\(many).swift": """
            import Foundation
            import SnapFitHTTPServer

            /// `\(path)`: each user's own \(manyWords). A new one's title is trimmed, 1–40 characters and without
            /// control characters, else 400 code 1; a user keeps at most `max\(many)PerUser`, else 403 code 33.
            extension Backend {
                static let \(oneLower)TitleLength = 1...40
                static let max\(many)PerUser = 100

                /// `GET \(path)`: the caller's, oldest first.
                func \(manyLower)(caller: Int) -> HTTPResponse {
                    .json(.array(state.\(manyLower).filter { $0.userId == caller }.map(Self.json)))
                }

                /// `POST \(path)` `{"title"}`: the new one.
                func create\(one)(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
                    let body = try StrictObject(body: context.request.body, allowedKeys: ["title"])
                    let title = try Validate.present(body.string("title")).trimmingCharacters(in: .whitespacesAndNewlines)
                    try Validate.that(Validate.length(title, in: Self.\(oneLower)TitleLength))
                    try Validate.that(!title.unicodeScalars.contains(where: CharacterSet.controlCharacters.contains))
                    guard state.\(manyLower).count(where: { $0.userId == caller }) < Self.max\(many)PerUser else {
                        throw .snapfit(.forbidden)
                    }
                    let row = Stored\(one)(id: nextID(state.\(manyLower), \\.id), userId: caller, title: title)
                    state.\(manyLower).append(row)
                    return .json(Self.json(row))
                }

                private static func json(_ row: Stored\(one)) -> JSONValue {
                    ["id": .int(row.id), "title": .string(row.title)]
                }
            }

            """,
            "Tools/SnapFitBackend/Tests/SnapFitBackendTests/Endpoints/Backend\(many)Tests.swift": """
            import Foundation
            import Testing

            @testable import SnapFitBackend

            @Suite struct Backend\(many)Tests {
                private static func client(dataFile: String? = nil) async throws -> BackendClient {
                    let backend = Backend(
                        configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: dataFile, now: { Date() }))
                    try await backend.open()
                    return BackendClient(backend: backend)
                }

                private static func titles(_ client: BackendClient, _ token: String) async throws -> [String] {
                    let response = try await client.send("GET", "\(path)", bearer: token)
                    let rows = try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]]
                    return try #require(rows).compactMap { $0["title"] as? String }
                }

                @Test func list_isTheCallersOwn_seededForTheCustomer() async throws {
                    // Given
                    let client = try await Self.client()
                    // When
                    let customers = try await Self.titles(client, client.login("dev-customer"))
                    let makers = try await Self.titles(client, client.login("dev-maker"))
                    // Then
                    #expect(customers == ["첫 \(words)"])
                    #expect(makers.isEmpty)
                }

                @Test func create_keepsTheTrimmedTitle_andListsIt() async throws {
                    // Given
                    let client = try await Self.client()
                    let token = try await client.login("dev-maker")
                    // When
                    let response = try await client.send("POST", "\(path)", bearer: token, json: #"{"title":" 생일 선물 "}"#)
                    // Then
                    #expect(response.status == 200)
                    #expect(BackendClient.object(response)["title"] as? String == "생일 선물")
                    #expect(try await Self.titles(client, token) == ["생일 선물"])
                }

                @Test(arguments: [
                    #"{"title":""}"#, #"{"title":"\\#(String(repeating: "가", count: 41))"}"#, #"{"title":"a\\u0000b"}"#,
                    #"{"name":"x"}"#, "[]",
                ])
                func create_refused_isA400WithCode1_andKeepsNothing(body: String) async throws {
                    // Given
                    let client = try await Self.client()
                    let token = try await client.login("dev-maker")
                    // When
                    let response = try await client.send("POST", "\(path)", bearer: token, json: body)
                    // Then
                    #expect(response.status == 400)
                    #expect(BackendClient.object(response)["errorCode"] as? Int == 1)
                    #expect(try await Self.titles(client, token).isEmpty)
                }

                @Test func theMostAUserMayKeep_isEnforced_withA403Code33() async throws {
                    // Given: a user with as many as allowed
                    let client = try await Self.client()
                    let token = try await client.login("dev-maker")
                    for number in 1...Backend.max\(many)PerUser {
                        _ = try await client.send("POST", "\(path)", bearer: token, json: #"{"title":"\\#(number)"}"#)
                    }
                    // When
                    let response = try await client.send("POST", "\(path)", bearer: token, json: #"{"title":"one more"}"#)
                    // Then
                    #expect(response.status == 403)
                    #expect(BackendClient.object(response)["errorCode"] as? Int == 33)
                    #expect(try await Self.titles(client, token).count == Backend.max\(many)PerUser)
                }

                @Test func aDataFileWithoutTheTable_loadsItsOldRows_andTheTableEmpty() async throws {
                    // Given: a data file an older build wrote, before the \(manyLower) table
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let path = folder.path("state.json")
                    let client = try await Self.client(dataFile: path)
                    _ = try await client.signUp("early", nickName: "먼저")
                    _ = try await Self.client(dataFile: path)  // folds the journal into the snapshot
                    let url = URL(fileURLWithPath: path)
                    var file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
                    var state = try #require(file["state"] as? [String: Any])
                    state["\(manyLower)"] = nil
                    file["state"] = state
                    file["schema"] = nil
                    try JSONSerialization.data(withJSONObject: file).write(to: url)
                    // When
                    let loaded = try #require(try StateFile(path: path).load())
                    // Then
                    #expect(loaded.state.users.contains { $0.nickName == "먼저" })
                    #expect(loaded.state.\(manyLower).isEmpty)
                }
            }

            """,
        ]
    }
}
