import Dispatch
import Foundation
import Glibc
import Synchronization

/// A small HTTP/1.1 server on POSIX sockets: one thread accepts, and each connection gets a thread of its own
/// that blocks on its socket, so the async `handler` runs on Swift's cooperative pool but the blocking I/O never
/// does. Keep-alive, pipelining, `Content-Length` and chunked request bodies, `Expect: 100-continue`. Slow and
/// abusive clients are bounded: see `ServerConfiguration` for the deadlines and the cap on connections.
public final class HTTPServer: Sendable {
    private enum Phase {
        case idle
        case running(listener: ListeningSocket, stopSignal: StopSignal)
        case stopped
    }

    private let configuration: ServerConfiguration
    private let logger: (any RequestLogging)?
    private let handler: @Sendable (HTTPRequest) async -> HTTPResponse
    private let phase = Mutex(Phase.idle)
    private let table: ConnectionTable
    private let answers: AnswerBudget
    /// The accept thread and every connection thread: `stop()` waits for it to empty.
    private let threads = DispatchGroup()
    private static let threadStackSize = 512 * 1024

    public init(
        configuration: ServerConfiguration, logger: (any RequestLogging)?,
        handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
    ) {
        self.configuration = configuration
        self.logger = logger
        self.handler = handler
        table = ConnectionTable(requested: configuration.maxConnections)
        answers = AnswerBudget(capacity: configuration.maxLargeAnswerBytes)
    }

    /// Binds, listens and starts accepting in the background; returns the bound port (the real one when port is 0).
    /// Throws `HTTPServerError` (`.addressInUse` for a busy port) and `.alreadyStarted` when called twice.
    public func start() throws -> UInt16 {
        try start(on: ListeningSocket.open(host: configuration.host, port: configuration.port))
    }

    /// Starts accepting on a socket already listening, which the server then owns (and closes).
    public func start(on listener: ListeningSocket) throws(HTTPServerError) -> UInt16 {
        try phase.withLock { phase throws(HTTPServerError) in
            guard case .idle = phase else {
                close(listener.descriptor)
                throw .alreadyStarted
            }
            signal(SIGPIPE, SIG_IGN)
            let stopSignal: StopSignal
            do throws(HTTPServerError) {
                stopSignal = try StopSignal()
            } catch {
                close(listener.descriptor)
                throw error
            }
            phase = .running(listener: listener, stopSignal: stopSignal)
            spawn { self.acceptLoop(listener: listener, stopSignal: stopSignal) }
            return listener.port
        }
    }

    /// Graceful: stops accepting, lets in-flight requests finish, closes connections; returns when done.
    /// Idle keep-alive connections are closed at once; calling it again (or before `start()`) does nothing.
    public func stop() {
        let stopSignal: StopSignal? = phase.withLock { phase in
            defer { phase = .stopped }
            guard case .running(_, let stopSignal) = phase else { return nil }
            return stopSignal
        }
        stopSignal?.fire()
        threads.wait()
        stopSignal?.close()
    }

    private func acceptLoop(listener: ListeningSocket, stopSignal: StopSignal) {
        defer { close(listener.descriptor) }
        var descriptors = [
            pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopSignal.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while !stopSignal.isFired {
            guard poll(&descriptors, nfds_t(descriptors.count), -1) > 0, descriptors[0].revents != 0 else { continue }
            let client = accept(listener.descriptor, nil, nil)
            guard client >= 0 else {
                // Out of descriptors: close the slowest client, or wait a moment for one to finish.
                if errno == EMFILE || errno == ENFILE { _ = poll(nil, 0, table.evictSlowest() ? 5 : 50) }
                continue
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            guard table.admit(client) else {
                Self.refuseBusy(client)
                continue
            }
            SocketIO.configureAccepted(client)
            let connection = HTTPConnection(
                descriptor: client, configuration: configuration, logger: logger, handler: handler,
                stopSignal: stopSignal, table: table, answers: answers)
            spawn { connection.run() }
        }
    }

    /// Answers 503 without waiting for the client, and closes.
    private static func refuseBusy(_ client: Int32) {
        let response = HTTPResponse(
            status: 503, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Retry-After", "1")],
            body: Data("the server is busy: try again\n".utf8))
        let bytes = HTTPResponseSerializer.bytes(of: response, keepAlive: false)
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
        close(client)
    }

    /// Runs `body` on a new thread counted in `threads`.
    private func spawn(_ body: @escaping @Sendable () -> Void) {
        threads.enter()
        let thread = Thread { [threads] in
            body()
            threads.leave()
        }
        thread.stackSize = Self.threadStackSize
        thread.start()
    }
}
