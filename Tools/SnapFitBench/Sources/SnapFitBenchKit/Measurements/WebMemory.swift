import Foundation
import Glibc
import SnapFitWeb

/// 16. `snapfit-web` in DEV served on loopback in this process, under two attacks of the last hardening round: this
/// process's resident memory while eight sockets with no cookie send a registration form of `uploadAttackBytes`
/// and hold it before its last byte, and whether a signed-in user stays signed in through a flood of cookieless
/// requests (each of which used to make a session and push out the one idle longest).
enum WebMemory {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let web = await BenchWeb()
        defer { web.remove() }
        let server = WebServer(web.app, host: "127.0.0.1", port: 0)
        let port = try server.start()
        let upload = await uploadAttack(port: port, bytes: sizes.uploadAttackBytes)
        let flood = await sessionFlood(port: port, requests: sizes.sessionFlood)
        await server.stop()
        return [upload, flood]
    }

    private static func uploadAttack(port: UInt16, bytes: Int) async -> BenchmarkRow {
        let before = ResidentMemory.megabytes("VmRSS") ?? .nan
        let sockets = (0..<8).compactMap { _ in try? LoadClient.connect(port: port) }
        defer { sockets.forEach { close($0) } }
        let head =
            "POST /maker/register HTTP/1.1\r\nHost: bench\r\nContent-Type: multipart/form-data; boundary=b\r\n"
            + "Content-Length: \(bytes)\r\n\r\n"
        let sent = await LoadClient.onThreads(sockets.count) { index in
            sendAllButTheLastByte(Array(head.utf8), body: bytes, on: sockets[index])
        }
        let holding = ResidentMemory.megabytes("VmRSS") ?? .nan
        sockets.forEach { shutdown($0, Int32(SHUT_RDWR)) }
        try? await Task.sleep(for: .seconds(1))  // the server's threads let go of the closed connections
        let after = ResidentMemory.megabytes("VmRSS") ?? .nan
        let megabytes = Double(sent.reduce(0, +)) / 1_048_576
        let figures = [before, holding, after].map { Statistics.format($0, digits: 1) }.joined(separator: " / ")
        return BenchmarkRow(
            name: "16. Web RSS, 8 cookieless \(bytes >> 20) MB registrations sent and held: before / holding / after",
            measured: "\(figures) MB (\(Statistics.format(megabytes, digits: 1)) MB taken)",
            target: "holding ≤ 150 MB", met: holding <= 150)
    }

    /// Sends the head, then the body but its last byte, until the server stops taking it: the bytes it took.
    private static func sendAllButTheLastByte(_ head: [UInt8], body: Int, on descriptor: Int32) -> Int {
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard head.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) > 0 else {
            return 0
        }
        let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
        var sent = 0
        while sent < body - 1 {
            let count = min(piece.count, body - 1 - sent)
            let written = piece.withUnsafeBytes { send(descriptor, $0.baseAddress, count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { break }
            sent += written
        }
        return sent
    }

    private static func sessionFlood(port: UInt16, requests: Int) async -> BenchmarkRow {
        let name = "16. Web session flood: \(requests) cookieless requests after a sign-in"
        guard let client = try? LoadClient(port: port), let cookie = WebForms.signIn(on: client) else {
            return BenchmarkRow(name: name, measured: "could not sign in", target: "—", met: nil)
        }
        let before = ResidentMemory.megabytes("VmRSS") ?? .nan
        let failures = await LoadClient.onThreads(4) { index -> Int in
            guard let flooder = try? LoadClient(port: port) else { return 1 }
            let share = requests / 4 + (index < requests % 4 ? 1 : 0)
            return (0..<share).count { _ in flooder.get(WebForms.loginPath) != 200 }
        }
        let after = ResidentMemory.megabytes("VmRSS") ?? .nan
        let stillSignedIn = client.send("GET", "/me", cookie: cookie)?.status == 200
        let figures = [before, after].map { Statistics.format($0, digits: 1) }.joined(separator: " → ")
        return BenchmarkRow(
            name: name,
            measured:
                "RSS \(figures) MB, \(failures.reduce(0, +)) failed; still signed in: \(stillSignedIn ? "yes" : "no")",
            target: "still signed in", met: stillSignedIn)
    }
}
