import Foundation
import Glibc
import SnapFitTestSupport
import Synchronization
import Testing

/// The built `snapfit` executable in DEV, as separate processes sharing one home folder.
@Suite("snapfit DEV processes sharing a home", .serialized)
struct DevProcessesTests {
    /// The executable next to the test bundle in the build folder.
    private static var executable: URL {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("snapfit")
    }

    /// `snapfit --home home --json` reading a script from its standard input.
    private static func start(home: URL, script: [String]) throws -> (Process, Pipe) {
        let input = Pipe()
        let output = Pipe()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--home", home.path, "--json", "--phase", "dev"]
        process.environment = ProcessInfo.processInfo.environmentForChildren
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(script.map { $0 + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()
        return (process, output)
    }

    private static func signUp(_ socialId: String) -> String {
        "signup kakao \(socialId) --nickname \(socialId) --vibes lovely --agree-terms"
    }

    /// Runs `script` in a new process to its end (on a thread of its own) and returns its output and exit status.
    private static func run(home: URL, script: [String]) async throws -> (text: String, status: Int32) {
        let (process, output) = try start(home: home, script: script)
        return await Self.finish(process, output)
    }

    /// Reads `process`'s output to its end and waits for it to exit, on a thread of its own.
    private static func finish(_ process: Process, _ output: Pipe) async -> (text: String, status: Int32) {
        return await OwnThread.run {
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (text, process.terminationStatus)
        }
    }

    /// The social ids among `socialIds` that a fresh process cannot sign in with.
    private static func cannotLogIn(_ socialIds: [String], home: URL) async throws -> [String] {
        var refused: [String] = []
        for socialId in socialIds
        where try await !run(home: home, script: ["login kakao \(socialId)"]).text.contains(#""ok":true"#) {
            refused.append(socialId)
        }
        return refused
    }

    @Test func fourProcessesAtOnce_keepEveryAcknowledgedChange() async throws {
        // Given
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build snapfit first")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-procs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        // When: four processes sign up six accounts each, at the same time
        let ids = (0..<4).map { process in (0..<6).map { "p\(process)u\($0)" } }
        let running = try ids.map { try Self.start(home: home, script: $0.map(Self.signUp)) }
        for (process, output) in running {
            #expect(await Self.finish(process, output).status == 0)
        }
        // Then: a fifth process finds every account
        #expect(try await Self.cannotLogIn(Array(ids.joined()), home: home) == [])
    }

    @Test func killedMidScript_keepsEveryAcknowledgedChange() async throws {
        // Given: a long script of sign-ups
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build snapfit first")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let ids = (0..<300).map { "k\($0)" }
        let (process, output) = try Self.start(home: home, script: ids.map(Self.signUp))
        // When: it is killed with SIGKILL once five answers have been printed
        let text = await OwnThread.run {
            var text = ""
            while text.split(separator: "\n").filter({ $0.contains(#""ok":true"#) }).count < 5 {
                let chunk = output.fileHandleForReading.nextChunk()
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return text
        }
        // Then: every sign-up it answered is there for the next process
        let acknowledged = text.split(separator: "\n").filter { $0.contains(#""ok":true"#) }.count
        #expect(acknowledged >= 5)
        #expect(try await Self.cannotLogIn(Array(ids.prefix(acknowledged)), home: home) == [])
    }
}
