import Foundation
import SnapFitBackend
import SnapFitBackendTestSupport
import Testing

/// Several backends (standing in for several DEV processes) over one data file.
@Suite struct SharedDataFileTests {
    @Test func changeMadeByOneBackend_isSeenByAnotherOverTheSameFile() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = BackendClient.shared(folder.path("state.json"))
        let second = BackendClient.shared(folder.path("state.json"))
        let access = try await first.login("dev-customer")
        // When
        let like = try await first.send("POST", "/snapfit/post/like", query: [("postId", "1")], bearer: access)
        // Then: the other backend accepts the token the first one issued and sees the like
        #expect(like.status == 200)
        #expect(try await second.count("/snapfit/post/like/count", bearer: access) == 1)
        let again = try await second.send("POST", "/snapfit/post/like", query: [("postId", "1")], bearer: access)
        #expect(BackendClient.object(again)["errorCode"] as? Int == 24)
    }

    @Test func concurrentChangesFromSeveralBackends_areAllKept() async throws {
        // Given: four backends over one file, each signing up five customers at the same time as the others
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clients = (0..<4).map { _ in BackendClient.shared(folder.path("state.json")) }
        // When
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, client) in clients.enumerated() {
                group.addTask {
                    for round in 0..<5 {
                        _ = try await client.signUp("user-\(index)-\(round)", nickName: "u\(index)x\(round)")
                    }
                }
            }
            try await group.waitForAll()
        }
        // Then: every acknowledged sign-up is there, whichever backend is asked, and in a backend made afterwards
        let reader = BackendClient.shared(folder.path("state.json"))
        for index in 0..<4 {
            for round in 0..<5 {
                let login = try await reader.send(
                    "GET", "/snapfit/login", query: [("SocialType", "kakao")], bearer: "user-\(index)-\(round)")
                #expect(login.status == 200, "user-\(index)-\(round)")
            }
        }
    }

    @Test func corruptFile_isReportedAndLeftAsItIs() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("state.json")
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        let sut = BackendClient.shared(path)
        // When
        let error = await #expect(throws: StateFileError.self) { try await sut.send("GET", "/snapfit/vibes") }
        // Then
        #expect(error?.problem == .corrupt)
        #expect(error?.path == path)
        #expect(FileManager.default.contents(atPath: path) == Data("not json".utf8))
    }

    @Test func reset_overACorruptFile_startsFromTheSeedAndRefusesOldTokens() async throws {
        // Given: a token issued before the reset, then the file is damaged
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("state.json")
        let sut = BackendClient.shared(path)
        let oldAccess = try await sut.login("dev-customer")
        try Data("{".utf8).write(to: URL(fileURLWithPath: path))
        // When
        try await sut.backend.reset()
        // Then
        let vibes = try await sut.send("GET", "/snapfit/vibes")
        #expect(vibes.status == 200)
        let profile = try await BackendClient.shared(path).send("GET", "/snapfit/user", bearer: oldAccess)
        #expect(profile.status == 401)
    }

    @Test func fileRemovedWhileInUse_startsAgainFromTheSeed() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("state.json")
        let sut = BackendClient.shared(path)
        let access = try await sut.login("dev-customer")
        _ = try await sut.send("POST", "/snapfit/post/like", query: [("postId", "1")], bearer: access)
        // When
        try FileManager.default.removeItem(atPath: path)
        let fresh = try await sut.login("dev-customer")
        // Then
        #expect(try await sut.count("/snapfit/post/like/count", bearer: fresh) == 0)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func bodyOverTheLimit_is413WhicheverFrontItCameThrough() async throws {
        let sut = BackendClient(
            backend: Backend(configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() })))
        let response = try await sut.send(
            "POST", "/snapfit/user", json: String(repeating: " ", count: Backend.maxRequestBodyBytes + 1))
        #expect(response.status == 413)
    }
}
