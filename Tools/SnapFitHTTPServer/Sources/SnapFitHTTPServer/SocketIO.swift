import Foundation
import Glibc

/// What the server needs to know and set on an accepted socket.
enum SocketIO {
    /// The address of the peer of a connected socket (`127.0.0.1`, `::1`), or an empty string when it has none.
    static func peerAddress(_ descriptor: Int32) -> String {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let found = withUnsafeMutablePointer(to: &storage) { pointer -> Bool in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(descriptor, $0, &length) } == 0
                && (Int32(pointer.pointee.ss_family) == AF_INET
                    ? pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                        inet_ntop(AF_INET, &$0.pointee.sin_addr, &text, socklen_t(text.count))
                    }
                    : pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                        inet_ntop(AF_INET6, &$0.pointee.sin6_addr, &text, socklen_t(text.count))
                    }) != nil
        }
        return found ? String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    }

    /// Sets `TCP_NODELAY` on an accepted socket.
    static func configureAccepted(_ descriptor: Int32) {
        var on: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }
}
