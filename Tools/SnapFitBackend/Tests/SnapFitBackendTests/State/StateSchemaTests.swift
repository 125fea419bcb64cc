import Foundation
import SnapFitBackendTestSupport
import Testing

@testable import SnapFitBackend

/// Data files across builds: a file an older build wrote (without a table added since) loads with its rows intact
/// and is upgraded by the next change; a file a newer build wrote is refused, named, and left as it is.
@Suite struct StateSchemaTests {
    /// A data file holding one signed-up user and one like, rewritten as a build of `schema` without `dropping`
    /// would have written it.
    private static func dataFile(
        in folder: TemporaryFolder, schema: Int?, dropping table: String? = nil
    ) async throws -> String {
        let path = folder.path("state.json")
        let backend = Backend(configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: path, now: { Date() }))
        try await backend.open()
        let client = BackendClient(backend: backend)
        let token = try await client.signUp("early", nickName: "먼저")
        _ = try await client.send("POST", "/snapfit/post/like", query: [("postId", "1")], bearer: token)
        _ = try await Backend(configuration: .init(accessTTL: 1, refreshTTL: 1, dataFile: path, now: { Date() })).open()
        var file = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var state = try #require(file["state"] as? [String: Any])
        if let table { state[table] = nil }
        file["state"] = state
        file["schema"] = schema
        try JSONSerialization.data(withJSONObject: file).write(to: URL(fileURLWithPath: path))
        try? FileManager.default.removeItem(atPath: path + ".journal")
        return path
    }

    @Test func olderFile_withoutATable_loadsItsRows_andTheTableEmpty() async throws {
        // Given: a file from before the likes table and before schemas
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try await Self.dataFile(in: folder, schema: nil, dropping: "likes")
        // When
        let loaded = try #require(try StateFile(path: path).load())
        // Then
        #expect(loaded.schema == 1)
        #expect(loaded.state.users.contains { $0.nickName == "먼저" })
        #expect(loaded.state.likes.isEmpty)
    }

    @Test func olderSchema_isUpgradedByTheNextChange_keepingEveryRow() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try await Self.dataFile(in: folder, schema: 0)
        // When: a change, by a process sharing the file (which reads it without writing it)
        _ = try await BackendClient.shared(path).signUp("late", nickName: "나중")
        // Then: a new snapshot of this build's schema, holding the old rows and the new one
        let loaded = try #require(try StateFile(path: path).load())
        #expect(loaded.schema == BackendState.schema)
        #expect(Set(loaded.state.users.map(\.nickName)).isSuperset(of: ["먼저", "나중"]))
        #expect(loaded.state.likes.count == 1)
        #expect(!FileManager.default.fileExists(atPath: path + ".journal"))
    }

    @Test func newerSchema_isRefused_namingTheFileAndBothVersions_andKept() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try await Self.dataFile(in: folder, schema: BackendState.schema + 1)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let backend = Backend(configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: path, now: { Date() }))
        // When
        var refusal: StateFileError?
        do { try await backend.open() } catch { refusal = error }
        // Then
        #expect(refusal?.problem == .newerSchema)
        #expect(
            refusal?.description
                == "cannot use the data file \(path): a newer SnapFit wrote it (data schema "
                + "\(BackendState.schema + 1); this build reads up to \(BackendState.schema))")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
