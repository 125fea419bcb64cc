// POSIX sockets as Glibc has them (Linux), as the socket session they test.
#if canImport(Glibc)
    import Glibc

    import Foundation
    import Synchronization

    /// A hostile or ordinary HTTP peer on 127.0.0.1 for the socket session's tests: each connection is handed to
    /// `serve` on a thread of its own, which reads and writes raw bytes as the test scripts it.
    public final class LoopbackServer: Sendable {
        public let port: Int
        private let listener: Int32
        private let accepted = Mutex(0)

        public init(serve: @escaping @Sendable (LoopbackConnection) -> Void) throws {
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.listener = listener
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(listener, pointer, length) == 0 && listen(listener, 64) == 0
                        && getsockname(listener, pointer, &length) == 0
                }
            }
            guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
            port = Int(UInt16(bigEndian: address.sin_port))
            Thread { [self] in
                while true {
                    let client = accept(listener, nil, nil)
                    guard client >= 0 else {
                        // Closed here, by the only thread that uses it: closed elsewhere, its number could be reused by
                        // another test's socket before this thread's next accept.
                        close(listener)
                        return
                    }
                    accepted.withLock { $0 += 1 }
                    Thread { serve(LoopbackConnection(descriptor: client)) }.start()
                }
            }.start()
        }

        /// How many connections were made to this server.
        public var connectionCount: Int { accepted.withLock { $0 } }

        public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

        /// Stops listening; the accept thread then closes the socket.
        public func stop() {
            shutdown(listener, Int32(SHUT_RDWR))
        }

        /// A port nothing listens on: bound, then released.
        public static func closedPort() throws -> Int {
            let server = try LoopbackServer { $0.close() }
            server.stop()
            return server.port
        }
    }

    /// One accepted connection, used from its own thread.
    public struct LoopbackConnection: Sendable {
        public let descriptor: Int32

        /// The request's head and as much of its body as `Content-Length` announces.
        public func readRequest() -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let text = String(decoding: bytes, as: UTF8.self)
                if let end = text.range(of: "\r\n\r\n") {
                    let length =
                        text[..<end.lowerBound].split(separator: "\r\n")
                        .first { $0.lowercased().hasPrefix("content-length:") }
                        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
                        ?? 0
                    if text.utf8.count - text[..<end.upperBound].utf8.count >= length { return text }
                }
                let count = recv(descriptor, &chunk, chunk.count, 0)
                guard count > 0 else { return text }
                bytes += chunk[..<count]
            }
        }

        /// Writes `text`; false once the peer is gone.
        @discardableResult
        public func write(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                == bytes.count
        }

        public func close() {
            _ = Glibc.close(descriptor)
        }
    }
#endif
