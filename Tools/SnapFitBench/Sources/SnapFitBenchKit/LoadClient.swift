import Foundation
import Glibc

/// A blocking HTTP/1.1 client on one keep-alive loopback connection, for load that a URLSession would slow down.
final class LoadClient {
    /// An answer: its status, its headers (names in lower case) and its body.
    struct Answer {
        let status: Int
        let headers: [(name: String, value: String)]
        let body: [UInt8]

        /// The first value of the header `name` (in lower case).
        func header(_ name: String) -> String? {
            headers.first { $0.name == name }?.value
        }
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(port: UInt16) throws {
        descriptor = try Self.connect(port: port)
    }

    deinit { close(descriptor) }

    /// Opens a TCP connection to `127.0.0.1:port`.
    static func connect(port: UInt16) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw BenchFailure("no socket: errno \(errno)") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(descriptor)
            throw BenchFailure("cannot connect: errno \(errno)")
        }
        return descriptor
    }

    /// Sends `GET target` and reads the whole answer: its status, or `nil` if the connection failed.
    func get(_ target: String) -> Int? {
        send("GET", target)?.status
    }

    /// Sends `method target` with `cookie` (a `Cookie` header's value) and `form` (an url-encoded body) when given,
    /// and reads the whole answer; `nil` if the connection failed.
    func send(_ method: String, _ target: String, cookie: String? = nil, form: String? = nil) -> Answer? {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: bench\r\n"
        if let cookie { head += "Cookie: \(cookie)\r\n" }
        if let form {
            head += "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(form.utf8.count)\r\n"
        }
        let request = Array((head + "\r\n" + (form ?? "")).utf8)
        guard
            request.withUnsafeBytes({ Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) })
                == request.count
        else { return nil }
        while true {
            if let answer = takeAnswer() { return answer }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// The answer at the start of the buffer, removed from it once all of it has arrived.
    private func takeAnswer() -> Answer? {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = buffer.indices.first(where: { buffer[$0...].starts(with: separator) }) else { return nil }
        let lines = String(decoding: buffer[..<end], as: UTF8.self).split(separator: "\r\n")
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = headers.first { $0.name == "content-length" }.flatMap { Int($0.value) } ?? 0
        guard buffer.count >= end + 4 + length else { return nil }
        let status = lines.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        let body = Array(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return Answer(status: status ?? 0, headers: headers, body: body)
    }

    /// Runs `body(index)` on `count` threads at once and returns their results when all are done.
    static func onThreads<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) async -> [T] {
        await withTaskGroup(of: T.self) { group in
            for index in 0..<count {
                group.addTask {
                    await withCheckedContinuation { continuation in
                        let thread = Thread { continuation.resume(returning: body(index)) }
                        thread.start()
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }
}
