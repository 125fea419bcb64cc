import CEventPolling
import Dispatch
import Foundation
import Glibc
import Synchronization

/// A small HTTP/1.1 server on POSIX sockets: a fixed set of event loops (`ServerConfiguration.eventLoops`, one per
/// core by default), each a thread that multiplexes its connections with `epoll` and never blocks on a client. A
/// request's async `handler` runs on the loop that read it (the loop is the handler's task executor, which a default
/// actor it calls runs on too) unless it hops to an actor with an executor of its own, such as the main actor.
/// Keep-alive, pipelining, `Content-Length` and chunked request bodies, `Expect: 100-continue`. Slow
/// and abusive clients are bounded: see `ServerConfiguration` for the deadlines and the cap on connections.
public final class HTTPServer: Sendable {
    private enum Phase {
        case idle
        case running(listener: ListeningSocket, loops: [EventLoop])
        case stopped
    }

    private let configuration: ServerConfiguration
    private let logger: (any RequestLogging)?
    private let handler: @Sendable (HTTPRequest) async -> HTTPResponse
    private let phase = Mutex(Phase.idle)
    /// The loops' threads: `stop()` waits for them to end.
    private let threads = DispatchGroup()
    /// Handlers run on the loops' threads, so they get a main thread's stack.
    private static let threadStackSize = 8 << 20
    /// What the loops' threads are called (in `top -H`, `perf` and a debugger).
    static let loopThreadName = "snapfit-http"

    public init(
        configuration: ServerConfiguration, logger: (any RequestLogging)?,
        handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
    ) {
        self.configuration = configuration
        self.logger = logger
        self.handler = handler
    }

    /// Binds, listens and starts serving in the background; returns the bound port (the real one when port is 0).
    /// Throws `HTTPServerError` (`.addressInUse` for a busy port) and `.alreadyStarted` when called twice.
    public func start() throws -> UInt16 {
        try start(on: ListeningSocket.open(host: configuration.host, port: configuration.port))
    }

    /// Starts serving on a socket already listening, which the server then owns (and closes).
    public func start(on listener: ListeningSocket) throws(HTTPServerError) -> UInt16 {
        try phase.withLock { phase throws(HTTPServerError) in
            guard case .idle = phase else {
                close(listener.descriptor)
                throw .alreadyStarted
            }
            signal(SIGPIPE, SIG_IGN)
            var loops: [(EventLoop, epoll: Int32)] = []
            do throws(HTTPServerError) {
                for _ in 0..<max(1, configuration.eventLoops) {
                    let loop = try EventLoop()
                    loops.append((loop, try Self.makeEpoll()))
                }
            } catch {
                for (_, epoll) in loops { close(epoll) }
                close(listener.descriptor)
                throw error
            }
            _ = fcntl(listener.descriptor, F_SETFL, fcntl(listener.descriptor, F_GETFL) | O_NONBLOCK)
            let context = ServerContext(
                configuration: configuration, logger: logger, handler: handler, listener: listener.descriptor,
                table: ConnectionTable(requested: configuration.maxConnections),
                answers: AnswerBudget(capacity: configuration.maxLargeAnswerBytes), loops: loops.map(\.0))
            for (loop, epoll) in loops {
                spawn {
                    cevent_name_current_thread(Self.loopThreadName)
                    EventReactor(loop: loop, server: context, epoll: epoll).run()
                }
            }
            phase = .running(listener: listener, loops: loops.map(\.0))
            return listener.port
        }
    }

    /// Graceful: stops accepting, lets in-flight requests finish, closes connections; returns when done.
    /// Idle keep-alive connections are closed at once; calling it again (or before `start()`) does nothing.
    public func stop() {
        let running: (ListeningSocket, [EventLoop])? = phase.withLock { phase in
            defer { phase = .stopped }
            guard case .running(let listener, let loops) = phase else { return nil }
            return (listener, loops)
        }
        guard let (listener, loops) = running else { return }
        for loop in loops { loop.post(.stop) }
        // New clients are refused from now on, not left in the backlog; the descriptor stays valid until the loops end.
        shutdown(listener.descriptor, Int32(SHUT_RDWR))
        threads.wait()
        close(listener.descriptor)
    }

    private static func makeEpoll() throws(HTTPServerError) -> Int32 {
        let descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard descriptor >= 0 else { throw .socketFailed(operation: "epoll_create1", errno: errno) }
        return descriptor
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
