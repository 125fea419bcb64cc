import Glibc

/// A bound, listening TCP socket. Bind one before `HTTPServer.start(on:)` to learn the port before serving.
public struct ListeningSocket: Sendable {
    public let descriptor: Int32
    /// The port actually bound (the chosen one when asked for port 0).
    public let port: UInt16

    /// Resolves `host`, binds with `SO_REUSEADDR` and listens.
    public static func open(host: String, port: UInt16, backlog: Int32 = 512) throws(HTTPServerError) -> ListeningSocket
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var results: UnsafeMutablePointer<addrinfo>?
        let wildcard = host.isEmpty || host == "*"
        guard getaddrinfo(wildcard ? nil : host, String(port), &hints, &results) == 0, let address = results else {
            throw .cannotResolve(host: host)
        }
        defer { freeaddrinfo(results) }
        let descriptor = socket(
            address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .socketFailed(operation: "socket", errno: errno) }
        do throws(HTTPServerError) {
            var on: Int32 = 1
            guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
                throw .socketFailed(operation: "setsockopt(SO_REUSEADDR)", errno: errno)
            }
            guard bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
                throw errno == EADDRINUSE
                    ? .addressInUse(host: host, port: port) : .socketFailed(operation: "bind", errno: errno)
            }
            guard listen(descriptor, backlog) == 0 else {
                throw errno == EADDRINUSE
                    ? .addressInUse(host: host, port: port) : .socketFailed(operation: "listen", errno: errno)
            }
            return ListeningSocket(descriptor: descriptor, port: try boundPort(of: descriptor))
        } catch {
            close(descriptor)
            throw error
        }
    }

    private static func boundPort(of descriptor: Int32) throws(HTTPServerError) -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { throw .socketFailed(operation: "getsockname", errno: errno) }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET6 {
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            } else {
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        }
    }
}
