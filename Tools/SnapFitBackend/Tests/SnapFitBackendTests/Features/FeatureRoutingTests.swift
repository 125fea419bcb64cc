import Foundation
import SnapFitBackend
import SnapFitBackendTestSupport
import SnapFitHTTPServer
import Testing

/// A feature's part of the backend (decision 0024), over a small feature of the test's own: notes, each a text kept
/// by its user.
@Suite struct FeatureRoutingTests {
    private struct Note: Codable, Sendable, Equatable {
        var userId: Int
        var text: String
        /// Added in version 2: older rows read it as `false`.
        var pinned: Bool

        init(userId: Int, text: String, pinned: Bool = false) {
            (self.userId, self.text, self.pinned) = (userId, text, pinned)
        }

        init(from decoder: any Decoder) throws {
            let row = try decoder.container(keyedBy: CodingKeys.self)
            userId = try row.decode(Int.self, forKey: .userId)
            text = try row.decode(String.self, forKey: .text)
            pinned = try row.decodeIfPresent(Bool.self, forKey: .pinned) ?? false
        }
    }

    private static func list(_ call: FeatureCall, _ table: inout FeatureTable) throws(APIFailure) -> HTTPResponse {
        let mine = try table.rows(as: Note.self).filter { $0.userId == call.caller }
        return .json(.array(mine.map { ["text": .string($0.text), "pinned": .bool($0.pinned)] }))
    }

    private static func add(_ call: FeatureCall, _ table: inout FeatureTable) throws(APIFailure) -> HTTPResponse {
        let body = try StrictObject(body: call.request.body, allowedKeys: ["text", "count", "day", "pinned"])
        let note = Note(userId: call.caller, text: try body.text("text", length: 1...5))
        if try body.int("count") != nil { _ = try body.wholeNumber("count", in: 0...9) }
        if try body.string("day") != nil { _ = try body.day("day") }
        if try body.bool("pinned") != nil { _ = try body.yesOrNo("pinned") }
        try table.replaceRows(with: try table.rows(as: Note.self) + [note])
        return .empty
    }

    private static func notes(version: Int = 1) -> BackendFeature {
        BackendFeature(
            table: "notes", version: version,
            routes: [
                FeatureRoute("GET", "/snapfit/notes", handle: list),
                FeatureRoute("POST", "/snapfit/notes", handle: add),
            ]
        ) { users in users.id(socialId: "dev-customer").map { [Note(userId: $0, text: "seed")] } ?? [] }
    }

    private static func rows(_ client: BackendClient, _ token: String) async throws -> [[String: Any]] {
        let response = try await client.send("GET", "/snapfit/notes", bearer: token)
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
    }

    private static func texts(_ client: BackendClient, _ token: String) async throws -> [String] {
        try await rows(client, token).compactMap { $0["text"] as? String }
    }

    @Test func aFeaturesRoutes_areServedToTheSignedIn_overItsSeededTable() async throws {
        // Given
        let client = try await BackendClient.open(features: [Self.notes()])
        let customer = try await client.login("dev-customer")
        // When
        let posted = try await client.send("POST", "/snapfit/notes", bearer: customer, json: #"{"text":" hi "}"#)
        // Then
        #expect(posted.status == 200)
        #expect(try await Self.texts(client, customer) == ["seed", "hi"])
        #expect(try await Self.texts(client, client.login("dev-maker")).isEmpty)
        #expect(try await client.send("GET", "/snapfit/notes").status == 401)
        #expect(try await client.send("PUT", "/snapfit/notes", bearer: customer).status == 405)
        #expect(try await client.send("GET", "/snapfit/nothing", bearer: customer).status == 404)
    }

    @Test(arguments: [
        #"{"text":""}"#, #"{"text":"toolong"}"#, #"{"text":"a\u0007"}"#, #"{"text":"a","count":10}"#,
        #"{"text":"a","day":"2027-02-29"}"#, #"{"text":"a","day":"27-02-01"}"#, #"{"text":"a","pinned":"yes"}"#,
        #"{"note":"a"}"#,
    ])
    func aRefusedBody_isA400_andChangesNoTable(body: String) async throws {
        let client = try await BackendClient.open(features: [Self.notes()])
        let customer = try await client.login("dev-customer")
        let response = try await client.send("POST", "/snapfit/notes", bearer: customer, json: body)
        #expect(response.status == 400)
        #expect(try await Self.texts(client, customer) == ["seed"])
    }

    @Test func theFieldChecks_acceptWhatTheyShould() async throws {
        let client = try await BackendClient.open(features: [Self.notes()])
        let customer = try await client.login("dev-customer")
        let body = #"{"text":"ok","count":9,"day":"2028-02-29","pinned":true}"#
        #expect(try await client.send("POST", "/snapfit/notes", bearer: customer, json: body).status == 200)
    }

    @Test func aDataFile_keepsTheTable_throughABuildWithoutTheFeature_andANewerVersionReadsOldRows() async throws {
        // Given: a note written, then the file opened by a build without the feature, which changes another table
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("state.json")
        let first = try await BackendClient.open(dataFile: path, features: [Self.notes()])
        _ = try await first.send(
            "POST", "/snapfit/notes", bearer: first.login("dev-customer"), json: #"{"text":"kept"}"#)
        let without = try await BackendClient.open(dataFile: path)
        _ = try await without.signUp("later", nickName: "나중")
        // When: the feature is back, in a newer version
        let back = try await BackendClient.open(dataFile: path, features: [Self.notes(version: 2)])
        let customer = try await back.login("dev-customer")
        // Then
        #expect(try await Self.texts(back, customer) == ["seed", "kept"])
        #expect(try await Self.rows(back, customer).map { $0["pinned"] as? Bool } == [false, false])
        #expect(try await !back.login("later").isEmpty)
    }
}
