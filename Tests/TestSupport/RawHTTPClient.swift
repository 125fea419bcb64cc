import Foundation
import Glibc
import Synchronization

/// A test client on a raw loopback socket, for what URLSession cannot do: pipelining, chunked or broken
/// requests, stalling. Every call blocks a thread of its own, never Swift's cooperative pool (the server's
/// handlers run there). Reads give up after `receiveTimeout` so a broken server fails a test instead of hanging it.
public final class RawHTTPClient: Sendable {
    public struct Response: Sendable {
        /// `HTTP/1.1 200 OK`.
        public let statusLine: String
        public let status: Int
        /// Header names lower-cased.
        public let headers: [String: String]
        public let body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public enum Ending: Equatable, Sendable {
        /// The server closed the connection; the bytes that came first.
        case closed([UInt8])
        case stillOpen
    }

    public struct ConnectFailed: Error {
        public let errno: Int32
    }

    private let descriptor: Int32
    private let received = Mutex<[UInt8]>([])

    public init(port: UInt16, receiveTimeout: TimeInterval = 30) throws {
        descriptor = try Self.connect(port: port, receiveTimeout: receiveTimeout)
    }

    /// A socket connected to `127.0.0.1:port`. A refused one is closed here and never becomes a client's, since a
    /// client closes its descriptor when it goes: an initializer that threw after setting every property would run
    /// `deinit` too and close the number a second time, by then perhaps another test's socket.
    private static func connect(port: UInt16, receiveTimeout: TimeInterval) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: Int(receiveTimeout), tv_usec: 0)
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
            let failure = ConnectFailed(errno: errno)
            close(descriptor)
            throw failure
        }
        return descriptor
    }

    deinit { close(descriptor) }

    public func send(_ text: String) async {
        await send(Array(text.utf8))
    }

    public func send(_ bytes: [UInt8]) async {
        let descriptor = descriptor
        await Self.onOwnThread {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes {
                    Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    /// The next whole response, or `nil` if the connection closed or went quiet first.
    public func response() async -> Response? {
        await Self.onOwnThread { self.readResponse() }
    }

    /// Reads until the server closes the connection (or `receiveTimeout` passes: `.stillOpen`).
    public func ending() async -> Ending {
        await Self.onOwnThread {
            while true {
                switch self.receive() {
                case .some(true): continue
                case .some(false): return .closed(self.received.withLock { $0 })
                case .none: return .stillOpen
                }
            }
        }
    }

    /// Closes the writing side, as a client that has sent everything does.
    public func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    private func readResponse() -> Response? {
        while true {
            if let response = received.withLock({ Self.takeResponse(from: &$0) }) { return response }
            guard receive() == true else { return nil }
        }
    }

    /// One `recv` into the buffer: true for bytes, false for end of stream, nil for timeout or error. A reset is an
    /// end of stream too: a server that closes a connection before reading all it was sent resets it, which is still
    /// the server closing it.
    private func receive() -> Bool? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(descriptor, &chunk, chunk.count, 0)
        guard count >= 0 else { return errno == ECONNRESET ? false : nil }
        guard count > 0 else { return false }
        received.withLock { $0.append(contentsOf: chunk[0..<count]) }
        return true
    }

    private static func takeResponse(from buffer: inout [UInt8]) -> Response? {
        let separator = Array("\r\n\r\n".utf8)
        guard let headEnd = buffer.indices.first(where: { buffer[$0...].starts(with: separator) }) else { return nil }
        let lines = String(decoding: buffer[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let bodyStart = headEnd + separator.count
        let length = headers["content-length"].flatMap { Int($0) } ?? 0
        guard buffer.count >= bodyStart + length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        buffer.removeFirst(bodyStart + length)
        return Response(statusLine: lines[0], status: status, headers: headers, body: body)
    }

    /// Runs blocking `body` on a new thread and resumes with its result.
    public static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
