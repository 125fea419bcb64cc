import CEventPolling
import Foundation
import Glibc

/// One event loop's work, on its own thread: waits in `epoll` for its connections' sockets, the shared listening
/// socket and its `EventLoop`'s wake-up; accepts clients, each served by the loop with the fewest connections
/// (a burst accepted by one loop is spread over all); runs the handlers' jobs and takes their answers; and keeps
/// every connection's deadline. Never blocks on a client. Used only on the loop's thread.
final class EventReactor {
    let loop: EventLoop
    let server: ServerContext
    /// Set once the server stops: no new clients, and idle connections close.
    private(set) var isStopping = false
    /// Once stopping, the latest any wait of a connection may end: a client cannot hold the stop for longer.
    private(set) var stopGraceEnds: ContinuousClock.Instant?
    /// Once stopping, the latest a handler may answer (`ServerConfiguration.stopTimeout`).
    private(set) var stopAnswersEnd: ContinuousClock.Instant?
    private let epoll: Int32
    private var connections: [UInt64: HTTPConnection] = [:]
    private var nextSerial = firstSerial
    /// Where every read lands before the parser takes it.
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)
    /// The earliest deadline noted since the last sweep.
    private var nextSweep: ContinuousClock.Instant?
    private var listening = false
    /// When accepting resumes, after the process ran out of descriptors.
    private var acceptResumes: ContinuousClock.Instant?

    private static let listenerKey: UInt64 = 0
    private static let wakeKey: UInt64 = 1
    private static let firstSerial: UInt64 = 2
    private static let acceptBatch = 64
    /// How long a request half received when the server stops may take to arrive, or an answer to be taken.
    private static let stopGrace = Duration.seconds(2)

    /// Takes over `epoll`, a descriptor from `epoll_create1`.
    init(loop: EventLoop, server: ServerContext, epoll: Int32) {
        self.loop = loop
        self.server = server
        self.epoll = epoll
    }

    /// Serves until the server stops and the last connection has closed.
    func run() {
        loop.bindToCurrentThread()
        _ = register(loop.wakeDescriptor, key: Self.wakeKey, events: EPOLLIN.rawValue)
        startListening()
        var events = [epoll_event](repeating: epoll_event(), count: 128)
        while !(isStopping && connections.isEmpty) {
            // Jobs this thread queued itself, and posts made while it worked, came without a wake-up: with any
            // waiting, only look for events.
            loop.willWait()
            let ready = epoll_wait(
                epoll, &events, Int32(events.count), loop.hasPosts ? 0 : waitMilliseconds())
            loop.isAwake()
            for index in 0..<max(0, Int(ready)) {
                dispatch(events[index].events, key: events[index].data.u64)
            }
            sweepIfDue()
            runInbox()
        }
        let rest = loop.takeInbox(closing: true)
        for job in rest.jobs {
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
        }
        for case .adopt(_, let entry) in rest.messages { server.table.close(entry) }
        close(epoll)
    }

    /// Runs `request`'s handler on this loop; its answer comes back through the inbox.
    func startHandler(for request: HTTPRequest, of serial: UInt64) {
        let loop = loop
        let handler = server.handler
        Task(executorPreference: loop) {
            let response = await handler(request)
            loop.post(.answer(serial: serial, response: response))
        }
    }

    /// One `recv` into `parser`: what it returned (bytes, 0 at the end of the stream, or -1 with `errno`).
    func receive(from descriptor: Int32, into parser: inout HTTPRequestParser) -> Int {
        let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 { parser.append(scratch[0..<count]) }
        return count
    }

    /// One `recv` whose bytes are thrown away.
    func discard(from descriptor: Int32) -> Int {
        scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Makes sure the loop wakes by `instant`.
    func noteDeadline(_ instant: ContinuousClock.Instant) {
        if let sweep = nextSweep, sweep <= instant { return }
        nextSweep = instant
    }

    /// Drops a closed connection.
    func forget(_ connection: HTTPConnection) {
        guard connections.removeValue(forKey: connection.serial) != nil else { return }
        loop.connectionCount.subtract(1, ordering: .relaxed)
    }

    private func dispatch(_ events: UInt32, key: UInt64) {
        switch key {
        case Self.listenerKey: acceptClients()
        case Self.wakeKey: loop.consumeWake()
        default: connections[key]?.handle(events: events)
        }
    }

    /// Runs the jobs posted so far, then takes the messages, those the jobs posted included: an answer is sent in
    /// the round its handler gave it. Jobs posted meanwhile wait for the next round, after the sockets have had their
    /// turn, so a stream of jobs from other threads cannot starve the connections.
    private func runInbox() {
        let inbox = loop.takeInbox()
        for job in inbox.jobs { loop.run(job) }
        handle(inbox.messages)
        handle(loop.takeMessages())
    }

    private func handle(_ messages: [EventLoop.Message]) {
        for message in messages {
            switch message {
            case .answer(let serial, let response): connections[serial]?.answer(response)
            case .adopt(let descriptor, let entry): take(descriptor, entry)
            case .stop: stop()
            }
        }
    }

    private func stop() {
        guard !isStopping else { return }
        isStopping = true
        stopGraceEnds = .now + Self.stopGrace
        stopAnswersEnd = .now + .seconds(server.configuration.stopTimeout)
        stopListening()
        acceptResumes = nil
        for connection in Array(connections.values) { connection.stopRequested() }
    }

    private func acceptClients() {
        for _ in 0..<Self.acceptBatch {
            let client = cevent_accept_nonblocking(server.listener)
            guard client >= 0 else {
                switch errno {
                case EINTR, ECONNABORTED: continue
                case EAGAIN: break
                // Out of descriptors: close the slowest client, or wait a moment for one to finish.
                case EMFILE, ENFILE:
                    pauseAccepting(for: server.table.evictSlowest() ? .milliseconds(5) : .milliseconds(50))
                // The server is stopping: its socket is shut down.
                case EINVAL: stopListening()
                // Out of memory or buffers: try again in a moment rather than spin.
                default: pauseAccepting(for: .milliseconds(50))
                }
                return
            }
            guard let entry = server.table.admit(client) else {
                Self.refuseBusy(client)
                continue
            }
            SocketIO.configureAccepted(client)
            let target = server.loopForNewClient(acceptedBy: loop)
            if target === loop {
                take(client, entry)
            } else if !target.post(.adopt(descriptor: client, entry: entry)) {
                target.connectionCount.subtract(1, ordering: .relaxed)
                server.table.close(entry)
            }
        }
    }

    /// Serves the accepted client `descriptor` on this loop (already counted as its connection); a stopping loop
    /// closes it.
    private func take(_ descriptor: Int32, _ entry: ConnectionTable.Entry) {
        let serial = nextSerial
        nextSerial += 1
        let events = EPOLLIN.rawValue | EPOLLOUT.rawValue | EPOLLRDHUP.rawValue | EPOLLET.rawValue
        guard !isStopping, register(descriptor, key: serial, events: events) else {
            loop.connectionCount.subtract(1, ordering: .relaxed)
            server.table.close(entry)
            return
        }
        let connection = HTTPConnection(descriptor: descriptor, entry: entry, serial: serial, reactor: self)
        connections[serial] = connection
        connection.start()
    }

    private func pauseAccepting(for pause: Duration) {
        stopListening()
        let resume = ContinuousClock.now + pause
        acceptResumes = resume
        noteDeadline(resume)
    }

    private func startListening() {
        guard !isStopping, !listening else { return }
        listening = register(server.listener, key: Self.listenerKey, events: EPOLLIN.rawValue | EPOLLEXCLUSIVE.rawValue)
    }

    private func stopListening() {
        guard listening else { return }
        _ = epoll_ctl(epoll, Int32(EPOLL_CTL_DEL), server.listener, nil)
        listening = false
    }

    private func register(_ descriptor: Int32, key: UInt64, events: UInt32) -> Bool {
        var event = epoll_event(events: events, data: epoll_data_t(u64: key))
        return epoll_ctl(epoll, Int32(EPOLL_CTL_ADD), descriptor, &event) == 0
    }

    /// How long `epoll_wait` may sleep: until the next deadline, or for ever.
    private func waitMilliseconds() -> Int32 {
        guard let nextSweep else { return -1 }
        let left = nextSweep - .now
        guard left > .zero else { return 0 }
        return Int32(clamping: Int((left / .milliseconds(1)).rounded(.up)))
    }

    /// Acts on every deadline that has come, and notes the next one.
    private func sweepIfDue() {
        guard let due = nextSweep, due <= .now else { return }
        let now = ContinuousClock.now
        nextSweep = nil
        if let resume = acceptResumes {
            if resume <= now {
                acceptResumes = nil
                startListening()
            } else {
                noteDeadline(resume)
            }
        }
        var passed: [HTTPConnection] = []
        for connection in connections.values {
            guard let deadline = connection.deadline else { continue }
            if deadline <= now {
                passed.append(connection)
            } else {
                noteDeadline(deadline)
            }
        }
        for connection in passed { connection.deadlinePassed() }
    }

    /// Answers 503 without waiting for the client, and closes.
    private static func refuseBusy(_ client: Int32) {
        let bytes = HTTPConnection.busyBytes(keepAlive: false)
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
        close(client)
    }
}
