extension FeatureTemplate {
    /// The backend's part (decision 0024): the `<manyLower>` table's row, its seed, its routes with the server's
    /// checks, and their tests, a data file of an older build among them.
    var backendFiles: [String: String] {
        let backend = sources("Backend")
        let properties = fields.map { "    var \($0.name): \($0.swiftType)" }.joined(separator: "\n")
        let parameters = fields.map { "\($0.name): \($0.swiftType)" }.joined(separator: ", ")
        let reads = fields.map {
            "        \($0.name) = try row.decodeIfPresent(\($0.swiftType).self, forKey: .\($0.name)) ?? \($0.defaultLiteral)"
        }.joined(separator: "\n")
        let bounds = fields.compactMap { field -> String? in
            switch field.kind {
            case .text: "    static let \(field.name)Length = 1...40"
            case .int: "    static let \(field.name)Range = 0...1_000_000_000"
            case .date, .bool: nil
            }
        }.joined(separator: "\n")
        let checks = fields.map { field in
            let check =
                switch field.kind {
                case .text: "body.text(\"\(field.name)\", length: \(field.name)Length)"
                case .int: "body.wholeNumber(\"\(field.name)\", in: \(field.name)Range)"
                case .date: "body.day(\"\(field.name)\")"
                case .bool: "body.yesOrNo(\"\(field.name)\")"
                }
            return "        let \(field.name) = try \(check)"
        }.joined(separator: "\n")
        let json = fields.map { field in
            let value =
                switch field.kind {
                case .text, .date: ".string(row.\(field.name))"
                case .int: ".int(row.\(field.name))"
                case .bool: ".bool(row.\(field.name))"
                }
            return "\"\(field.name)\": \(value)"
        }.joined(separator: ", ")
        let keys = fields.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let copied = fields.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        let seeded = fields.map { "\($0.name): \($0.seedLiteral)" }.joined(separator: ", ")
        return [
            backend + "Stored\(one).swift": """
            /// A row of the \(manyWords) table: a \(words) and the user who keeps it.
            struct Stored\(one): Codable, Sendable, Equatable {
                var id: Int
                var userId: Int
            \(properties)

                init(id: Int, userId: Int, \(parameters)) {
                    self.id = id
                    self.userId = userId
            \(fields.map { "        self.\($0.name) = \($0.name)" }.joined(separator: "\n"))
                }

                /// Reads a row an earlier version of the feature wrote: a field it lacks reads as its default.
                init(from decoder: any Decoder) throws {
                    let row = try decoder.container(keyedBy: CodingKeys.self)
                    id = try row.decode(Int.self, forKey: .id)
                    userId = try row.decode(Int.self, forKey: .userId)
            \(reads)
                }
            }

            """,
            backend + "\(many)Routes.swift": """
            import SnapFitBackend
            import SnapFitFixtures
            import SnapFitHTTPServer

            /// `\(path)`: each user's own \(manyWords), kept in the `\(manyLower)` table. A new one's fields are checked
            /// as the server's bean validation does (else 400, code 1); a user keeps at most `maxPerUser`, else 403,
            /// code 33.
            package enum \(many)Routes {
                static let path = "\(path)"
                static let maxPerUser = 100
            \(bounds)

                /// The table and its routes, for DEV and the sandbox.
                package static let feature = BackendFeature(
                    table: "\(manyLower)", version: 1,
                    routes: [FeatureRoute("GET", path, handle: list), FeatureRoute("POST", path, handle: create)],
                    scenario: scenarioRows
                ) { users in
                    users.id(socialId: SeedCatalog.customerSocialId).map { [Stored\(one)(id: 1, userId: $0, \(seeded))] } ?? []
                }

                /// The table's part of each DEV scenario: `nil` keeps the seed rows.
                static func scenarioRows(_ scenario: DevScenario, _ users: SeedUsers) -> [Stored\(one)]? {
                    switch scenario {
                    case .firstVisit: []  // a first visit has nothing yet
                    case .emptyCatalog, .busyMaker, .withdrawnMaker, .slowServer, .expiredSession: nil
                    }
                }

                /// `GET \(path)`: the caller's, oldest first.
                static func list(_ call: FeatureCall, _ table: inout FeatureTable) throws(APIFailure) -> HTTPResponse {
                    let rows = try table.rows(as: Stored\(one).self).filter { $0.userId == call.caller }
                    return .json(.array(rows.map(json)))
                }

                /// `POST \(path)` `{\(keys)}`: the new one.
                static func create(_ call: FeatureCall, _ table: inout FeatureTable) throws(APIFailure) -> HTTPResponse {
                    let body = try StrictObject(body: call.request.body, allowedKeys: [\(keys)])
            \(checks)
                    var rows = try table.rows(as: Stored\(one).self)
                    guard rows.count(where: { $0.userId == call.caller }) < maxPerUser else { throw .snapfit(.forbidden) }
                    let row = Stored\(one)(id: (rows.map(\\.id).max() ?? 0) + 1, userId: call.caller, \(copied))
                    rows.append(row)
                    try table.replaceRows(with: rows)
                    return .json(json(row))
                }

                private static func json(_ row: Stored\(one)) -> JSONValue {
                    ["id": .int(row.id), \(json)]
                }
            }

            """,
            tests("Backend") + "\(many)RoutesTests.swift": backendTests,
        ]
    }

    private var backendTests: String {
        let good = "{" + fields.map { $0.json($0.sample.literal) }.joined(separator: ",") + "}"
        let first = fields[0]
        let badValue: String =
            switch first.kind {
            case .text: #""""#
            case .int: "1000000001"
            case .date: #""2031-02-30""#
            case .bool: #""yes""#
            }
        let bad =
            "{"
            + ([first.json(badValue)] + fields.dropFirst().map { $0.json($0.sample.literal) })
            .joined(separator: ",") + "}"
        let missing = "{" + fields.dropFirst().map { $0.json($0.sample.literal) }.joined(separator: ",") + "}"
        return """
            import Foundation
            import SnapFitBackend
            import SnapFitBackendTestSupport
            import Testing

            @testable import \(many)Backend

            @Suite struct \(many)RoutesTests {
                private static func client(dataFile: String? = nil) async throws -> BackendClient {
                    try await BackendClient.open(dataFile: dataFile, features: [\(many)Routes.feature])
                }

                private static func rows(_ client: BackendClient, _ token: String) async throws -> [[String: Any]] {
                    let response = try await client.send("GET", "\(path)", bearer: token)
                    return try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
                }

                @Test func list_isTheCallersOwn_seededForTheCustomer() async throws {
                    // Given
                    let client = try await Self.client()
                    // When
                    let customers = try await Self.rows(client, client.login("dev-customer"))
                    let makers = try await Self.rows(client, client.login("dev-maker"))
                    // Then
                    #expect(customers.map { $0["id"] as? Int } == [1])
                    #expect(makers.isEmpty)
                }

                @Test func aFirstVisit_startsWithNone_andOtherScenariosWithTheSeed() async throws {
                    let first = try await BackendClient.open(features: [\(many)Routes.feature], scenario: .firstVisit)
                    let busy = try await BackendClient.open(features: [\(many)Routes.feature], scenario: .busyMaker)
                    #expect(try await Self.rows(first, first.login("dev-customer")).isEmpty)
                    #expect(try await Self.rows(busy, busy.login("dev-customer")).count == 1)
                }

                @Test func create_keepsTheFields_andListsThem() async throws {
                    // Given
                    let client = try await Self.client()
                    let token = try await client.login("dev-maker")
                    // When
                    let response = try await client.send("POST", "\(path)", bearer: token, json: #"\(good)"#)
                    // Then
                    #expect(response.status == 200)
                    #expect(BackendClient.object(response)["id"] as? Int == 2)
                    #expect(try await Self.rows(client, token).count == 1)
                }

                @Test(arguments: [#"\(bad)"#, #"\(missing)"#, #"{"id":1,\(good.dropFirst())"#, "[]", "not json"])
                func create_refused_isA400WithCode1_andKeepsNothing(body: String) async throws {
                    // Given
                    let client = try await Self.client()
                    let token = try await client.login("dev-maker")
                    // When
                    let response = try await client.send("POST", "\(path)", bearer: token, json: body)
                    // Then
                    #expect(response.status == 400)
                    #expect(BackendClient.object(response)["errorCode"] as? Int == 1)
                    #expect(try await Self.rows(client, token).isEmpty)
                }

                @Test func signedOut_isA401_andAnotherMethod_a405() async throws {
                    let client = try await Self.client()
                    let token = try await client.login("dev-maker")
                    #expect(try await client.send("GET", "\(path)").status == 401)
                    #expect(try await client.send("DELETE", "\(path)", bearer: token).status == 405)
                }

                @Test func theMostAUserMayKeep_isEnforced_withA403Code33() async throws {
                    // Given: a user with as many as allowed
                    let client = try await Self.client()
                    let token = try await client.login("dev-maker")
                    for _ in 1...\(many)Routes.maxPerUser {
                        _ = try await client.send("POST", "\(path)", bearer: token, json: #"\(good)"#)
                    }
                    // When
                    let response = try await client.send("POST", "\(path)", bearer: token, json: #"\(good)"#)
                    // Then
                    #expect(response.status == 403)
                    #expect(BackendClient.object(response)["errorCode"] as? Int == 33)
                    #expect(try await Self.rows(client, token).count == \(many)Routes.maxPerUser)
                }

                @Test func aDataFile_keepsTheRows_andOneWrittenWithoutTheFeature_readsTheTableEmpty() async throws {
                    // Given: a data file with a row, and one a build without the feature wrote
                    let folder = try TemporaryFolder()
                    defer { folder.remove() }
                    let client = try await Self.client(dataFile: folder.path("state.json"))
                    _ = try await client.send("POST", "\(path)", bearer: client.login("dev-maker"), json: #"\(good)"#)
                    let older = try await BackendClient.open(dataFile: folder.path("older.json"))
                    _ = try await older.signUp("early", nickName: "먼저")
                    // When
                    let reopened = try await Self.client(dataFile: folder.path("state.json"))
                    let upgraded = try await Self.client(dataFile: folder.path("older.json"))
                    // Then
                    #expect(try await Self.rows(reopened, reopened.login("dev-maker")).count == 1)
                    #expect(try await Self.rows(upgraded, upgraded.login("early")).isEmpty)
                }
            }

            """
    }
}
