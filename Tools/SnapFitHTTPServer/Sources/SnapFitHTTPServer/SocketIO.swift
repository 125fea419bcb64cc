import Foundation
import Glibc

/// Blocking reads with a timeout and whole writes on a connected socket, for a connection's own thread.
enum SocketIO {
    enum ReadResult: Equatable {
        /// Bytes were appended to the buffer.
        case received
        /// The peer closed its side.
        case endOfStream
        /// Nothing arrived within the timeout.
        case timedOut
        /// The wake descriptor became readable first.
        case woken
        case failed
    }

    private static let readSize = 64 * 1024

    /// Waits up to `timeout` for bytes (or for `wakeDescriptor`), then appends what one `recv` returns.
    static func read(
        _ descriptor: Int32, into buffer: inout [UInt8], timeout: TimeInterval, wakeDescriptor: Int32?
    ) -> ReadResult {
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        if let wakeDescriptor { descriptors.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)) }
        let milliseconds = Int32(clamping: Int((max(timeout, 0) * 1000).rounded(.up)))
        var ready: Int32
        repeat {
            ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        } while ready < 0 && errno == EINTR
        guard ready >= 0 else { return .failed }
        guard ready > 0 else { return .timedOut }
        if descriptors[0].revents == 0 { return .woken }
        var chunk = [UInt8](repeating: 0, count: readSize)
        var count: Int
        repeat {
            count = recv(descriptor, &chunk, readSize, 0)
        } while count < 0 && errno == EINTR
        guard count >= 0 else { return .failed }
        guard count > 0 else { return .endOfStream }
        buffer.append(contentsOf: chunk[0..<count])
        return .received
    }

    /// Sends all of `bytes` within `limit`; false if the peer is gone or has not read them in time.
    static func sendAll(_ descriptor: Int32, _ bytes: some ContiguousBytes, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        return bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let left = deadline - .now
                guard left > .zero else { return false }
                var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&writable, 1, Int32(clamping: Int((left / .milliseconds(1)).rounded(.up)) + 1))
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { return false }
                let sent = send(
                    descriptor, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
                if sent < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

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
