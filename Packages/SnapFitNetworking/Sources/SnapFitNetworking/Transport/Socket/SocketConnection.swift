// POSIX sockets as Glibc has them (Linux); elsewhere `SocketSession` sends through URLSession.
#if canImport(Glibc)
    import Glibc

    import Foundation

    /// One TCP connection with a deadline: every wait (connect, send, receive) ends by it. Blocking, so it runs on a
    /// thread of its own, never on Swift's cooperative pool.
    struct SocketConnection: ByteSource {
        private let descriptor: Int32
        private let deadline: ContinuousClock.Instant

        /// Connects to `host`:`port`, trying each address the name resolves to.
        static func open(host: String, port: Int, deadline: ContinuousClock.Instant) throws(ExchangeFailure) -> Self {
            // Name lookup blocks outside the deadline (glibc's resolver has its own timeouts); connecting is inside it.
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var results: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else {
                throw .cannotConnect
            }
            defer { freeaddrinfo(first) }
            var candidate: UnsafeMutablePointer<addrinfo>? = first
            while let address = candidate {
                if let connection = connect(to: address.pointee, deadline: deadline) { return connection }
                candidate = address.pointee.ai_next
            }
            throw .cannotConnect
        }

        private static func connect(to address: addrinfo, deadline: ContinuousClock.Instant) -> Self? {
            let descriptor = socket(address.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else { return nil }
            let connection = Self(descriptor: descriptor, deadline: deadline)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 { return connection }
            guard errno == EINPROGRESS else {
                connection.close()
                return nil
            }
            do throws(ExchangeFailure) {
                try connection.wait(for: POLLOUT)
            } catch {
                // Nothing was sent: a connect that times out or fails is "cannot connect", and the next address is tried.
                connection.close()
                return nil
            }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 else {
                connection.close()
                return nil
            }
            return connection
        }

        /// Sends all of `bytes`, telling `progress` how many have gone out after each write. A broken connection, or an
        /// answer arriving before the server took everything, ends the send with `.answerLost`: the request may have
        /// reached the server.
        func send(_ bytes: [UInt8], progress: (Int) -> Void = { _ in }) throws(ExchangeFailure) {
            var offset = 0
            while offset < bytes.count {
                try checkDeadline()
                let sent = bytes[offset...].withUnsafeBytes {
                    Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                if sent > 0 {
                    offset += sent
                    progress(offset)
                } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                    guard try wait(for: POLLOUT | POLLIN) & Int16(POLLIN) == 0 else { throw .answerLost }
                } else {
                    throw .answerLost
                }
            }
        }

        func read(into buffer: inout [UInt8], maxCount: Int) throws(ExchangeFailure) -> Int {
            var chunk = [UInt8](repeating: 0, count: maxCount)
            while true {
                try checkDeadline()
                let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if received >= 0 {
                    buffer += chunk[..<received]
                    return received
                }
                guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { throw .answerLost }
                try wait(for: POLLIN)
            }
        }

        func close() {
            _ = Glibc.close(descriptor)
        }

        /// Throws `.timedOut` once the deadline passed, even while the peer keeps the socket busy.
        private func checkDeadline() throws(ExchangeFailure) {
            guard ContinuousClock.now < deadline else { throw .timedOut }
        }

        /// Waits until the socket is ready for one of `events` and returns those that are, or throws `.timedOut` once
        /// the deadline passed.
        @discardableResult
        private func wait(for events: Int32) throws(ExchangeFailure) -> Int16 {
            while true {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { throw .timedOut }
                let milliseconds =
                    remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1
                var descriptors = [pollfd(fd: descriptor, events: Int16(events), revents: 0)]
                let ready = poll(&descriptors, 1, Int32(clamping: milliseconds))
                if ready > 0 { return descriptors[0].revents }
                if ready < 0, errno != EINTR { throw .answerLost }
            }
        }
    }
#endif
