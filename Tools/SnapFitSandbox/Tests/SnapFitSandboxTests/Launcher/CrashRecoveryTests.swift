import Foundation
import SnapFitTestSupport
import Synchronization
import Testing

@Suite("snapfit-sandbox executable: crash recovery, signals and flags", .serialized)
struct CrashRecoveryTests {
    @Test func killedMidStream_restartKeepsEveryAcknowledgedWrite() async throws {
        // Given: a sandbox on a data file, and one acknowledged like
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try await SandboxProcess(arguments: ["--data-file", path])
        let customer = try await login(first.client, "dev-customer")
        let posts = try await first.client.send(
            "GET", path: "/snapfit/posts/all", query: [("limit", "1"), ("offset", "0")],
            headers: ["Authorization": "Bearer \(customer)"])
        let postId = try #require(posts.items.first?["id"] as? Int)
        let like = try await first.client.send(
            "POST", path: "/snapfit/post/like", query: [("postId", String(postId))],
            headers: ["Authorization": "Bearer \(customer)"])
        try #require(like.status == 200)

        // When: three writers sign up users until the process is killed after ten acknowledgements
        let acknowledged = Acknowledgements()
        let (tenAcknowledged, latch) = AsyncStream<Void>.makeStream()
        let client = first.client
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<3 {
                group.addTask {
                    for index in 0..<200 {
                        let socialId = "w\(writer)n\(index)"
                        guard let response = try? await Self.signUp(client, socialId), response.status == 200 else {
                            return
                        }
                        let count = acknowledged.append(socialId)
                        if count == 10 { latch.yield() }
                    }
                }
            }
            var waiting = tenAcknowledged.makeAsyncIterator()
            _ = await waiting.next()
            await first.kill9()
        }

        // Then: a restart on the same file has all of them
        let second = try await SandboxProcess(arguments: ["--data-file", path])
        let survivors = acknowledged.all
        #expect(survivors.count >= 10)
        for socialId in survivors {
            let login = try await second.client.send(
                "GET", path: "/snapfit/login", query: [("SocialType", "kakao")],
                headers: ["Authorization": "Bearer \(socialId)"])
            #expect(login.status == 200, "acknowledged sign-up \(socialId) was lost")
        }
        let count = try await second.client.send(
            "GET", path: "/snapfit/post/like/count", headers: ["Authorization": "Bearer \(customer)"])
        #expect(count.object["count"] as? Int == 1)
        #expect(await second.terminate() == 0)
    }

    @Test func badFlag_exits64WithOneLine() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: SandboxProcess.executablePath))
        let process = Process()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: SandboxProcess.executablePath)
        process.arguments = ["--frobnicate"]
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = await RawHTTPClient.onOwnThread {
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(await SandboxProcess.exit(of: process) == 64)
        #expect(text.split(separator: "\n").count == 1)
    }

    @Test func corruptDataFile_refusesToStart() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SandboxProcess.executablePath)
        process.arguments = ["--port", "0", "--data-file", path]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        #expect(await SandboxProcess.exit(of: process) == 1)
    }

    private func login(_ client: HTTPTestClient, _ socialId: String) async throws -> String {
        let response = try await client.send(
            "GET", path: "/snapfit/login", query: [("SocialType", "kakao")],
            headers: ["Authorization": "Bearer \(socialId)"])
        return try #require(response.object["accessToken"] as? String)
    }

    private static func signUp(_ client: HTTPTestClient, _ socialId: String) async throws -> TestResponse {
        try await client.send(
            "POST", path: "/snapfit/user",
            headers: ["Authorization": "Bearer \(socialId)", "Content-Type": "application/json"],
            body: Data(
                #"{"social":"kakao","vibes":["러블리"],"deviceType":"android","deviceToken":"\#(socialId)","nickName":"\#(socialId)"}"#
                    .utf8))
    }
}

/// The social ids whose sign-up the sandbox acknowledged, shared by the writer tasks.
private final class Acknowledgements: Sendable {
    private let ids = Mutex<[String]>([])

    var all: [String] { ids.withLock { $0 } }

    /// Records one and returns how many there are now.
    func append(_ id: String) -> Int {
        ids.withLock {
            $0.append(id)
            return $0.count
        }
    }
}
