import CEventPolling
import Foundation
import Glibc

/// One accepted connection, served by its event loop without blocking: reads requests, hands each to the async
/// handler, sends the answers in order, and closes the socket when the client or the server is done. Every wait has
/// a deadline: an idle connection gets `idleTimeout`, a request's head `headTimeout` from its first byte, its body
/// its `BodyLimit`'s timeout, an answer `sendTimeout`, and a client that sends nothing for `idleTimeout` is closed
/// whatever it was sending. Used only on its loop's thread.
final class HTTPConnection {
    private enum Waiting: Equatable {
        case idle, head
        case body(timeout: TimeInterval)
    }

    /// The request a handler is answering.
    private struct Asked {
        let started: ContinuousClock.Instant
        let method: String
        let target: String
        let keepAlive: Bool
    }

    /// A slow body (a fault) going out a piece at a time.
    private struct Trickle {
        var rest: ArraySlice<UInt8>
        let step: Int
        let pause: Duration
        let keepAlive: Bool
    }

    /// What follows once the bytes being sent are out.
    private enum AfterSending {
        case nextRequest
        case close
        /// A refusal: shut the write side and discard what the client still sends.
        case linger
        case trickle(Trickle, after: Duration)
    }

    private enum Phase {
        case reading
        case answering(Asked)
        case sending(then: AfterSending)
        case trickling(Trickle)
        /// Discarding input after a refusal; `discarded` bytes so far.
        case lingering(discarded: Int)
        case closed
    }

    /// The key its loop knows it by; never reused.
    let serial: UInt64
    /// When it next needs its loop's attention (`deadlinePassed()`), or `nil` while its handler answers (until the
    /// server stops).
    private(set) var deadline: ContinuousClock.Instant?
    private let descriptor: Int32
    private let entry: ConnectionTable.Entry
    private let peer: String
    private unowned let reactor: EventReactor
    private var parser: HTTPRequestParser
    private var phase = Phase.reading
    private var waiting = Waiting.idle
    private var waitingDeadline: ContinuousClock.Instant
    private var lastReceived: ContinuousClock.Instant
    private var continueSent = false
    private var readEnded = false
    private var output = OutgoingBytes()
    /// The large answer being sent, counted in the server's `AnswerBudget`.
    private var heldAnswerBytes = 0

    private var configuration: ServerConfiguration { reactor.server.configuration }

    init(descriptor: Int32, entry: ConnectionTable.Entry, serial: UInt64, reactor: EventReactor) {
        self.descriptor = descriptor
        self.entry = entry
        self.serial = serial
        self.reactor = reactor
        peer = SocketIO.peerAddress(descriptor)
        let configuration = reactor.server.configuration
        parser = HTTPRequestParser(
            bodyLimit: configuration.bodyLimit, bodyLimitByRequest: configuration.bodyLimitByRequest,
            passesEveryMethod: configuration.passesEveryMethod)
        let now = ContinuousClock.now
        waitingDeadline = now + .seconds(configuration.idleTimeout)
        lastReceived = now
    }

    /// Reads what has already arrived.
    func start() {
        advance()
    }

    /// The socket is ready for what epoll reported in `events`.
    func handle(events: UInt32) {
        if events & (EPOLLOUT.rawValue | EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0, !output.isEmpty {
            flush()
        }
        guard events & (EPOLLIN.rawValue | EPOLLRDHUP.rawValue | EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0 else {
            return
        }
        switch phase {
        case .reading: advance()
        case .lingering: discardInput()
        case .answering, .sending, .trickling, .closed: break
        }
    }

    /// The handler's answer to the request being answered.
    func answer(_ response: HTTPResponse) {
        guard case .answering(let asked) = phase else { return }
        let keepAlive = asked.keepAlive && !reactor.isStopping
        let then = keepAlive ? AfterSending.nextRequest : .close
        let includeBody = asked.method != "HEAD"
        switch response.delivery {
        case .whole where includeBody && response.body.count >= AnswerBudget.largeAnswerBytes:
            guard reactor.server.answers.reserve(response.body.count) else {
                log(asked, status: 503)
                output.append(Self.busyBytes(keepAlive: keepAlive))
                return send(then: then)
            }
            heldAnswerBytes = response.body.count
            log(asked, status: response.status)
            output.append(HTTPResponseSerializer.bytes(of: response, keepAlive: keepAlive, includeBody: false))
            output.append(response.body)
            send(then: then)
        case .whole:
            log(asked, status: response.status)
            output.append(HTTPResponseSerializer.bytes(of: response, keepAlive: keepAlive, includeBody: includeBody))
            send(then: then)
        case .dropped:
            log(asked, status: response.status)
            close()
        case .trickled(let bytesPerSecond):
            log(asked, status: response.status)
            let bytes = HTTPResponseSerializer.bytes(of: response, keepAlive: keepAlive, includeBody: includeBody)
            let head = max(0, bytes.count - (includeBody ? response.body.count : 0))
            output.append(Array(bytes[..<head]))
            let rate = max(1, bytesPerSecond)
            let step = max(1, rate / 10)
            let trickle = Trickle(
                rest: bytes[head...], step: step, pause: .seconds(min(1, Double(step) / Double(rate))),
                keepAlive: keepAlive)
            send(then: .trickle(trickle, after: .zero))
        }
    }

    /// Its deadline has come: a wait ran out, or the next piece of a slow body is due.
    func deadlinePassed() {
        switch phase {
        case .reading, .sending, .lingering:
            close()
        case .trickling(var trickle):
            guard !reactor.isStopping else { return close() }
            output.append(Array(trickle.rest.prefix(trickle.step)))
            trickle.rest = trickle.rest.dropFirst(trickle.step)
            if trickle.rest.isEmpty {
                send(then: trickle.keepAlive ? .nextRequest : .close)
            } else {
                send(then: .trickle(trickle, after: trickle.pause))
            }
        case .answering:
            // The server stopped, and the handler did not answer in time.
            close()
        case .closed:
            break
        }
    }

    /// The server is stopping: an idle connection or a slow body closes now; a request in flight is finished first,
    /// if its bytes arrive (or its answer is taken) within the stop's grace, and its handler answers within the stop's
    /// timeout.
    func stopRequested() {
        switch phase {
        case .reading where !parser.isMidRequest, .trickling: close()
        case .reading, .sending, .lingering: if let deadline { setDeadline(deadline) }
        case .answering: awaitAnswerWhileStopping()
        case .closed: break
        }
    }

    /// Parses what has arrived and reads more, until a request is whole, the socket has nothing more, or the
    /// connection closes.
    private func advance() {
        while case .reading = phase {
            switch parser.next() {
            case .complete(let parsed):
                continueSent = false
                begin(parsed)
            case .rejected(let rejection):
                reject(rejection)
            case .incomplete(let expectsContinue):
                if expectsContinue && !continueSent {
                    continueSent = true
                    output.append(HTTPResponseSerializer.continueBytes)
                    flush()
                    guard case .reading = phase else { return }
                }
                if reactor.isStopping && !parser.isMidRequest { return close() }
                noteWaiting()
                if readEnded { return close() }
                guard receive() else { return }
            }
        }
    }

    /// Sets the deadline for what the connection waits for now.
    private func noteWaiting() {
        let current: Waiting
        if let timeout = parser.bodyTimeout {
            current = .body(timeout: timeout)
        } else {
            current = parser.isMidRequest ? .head : .idle
        }
        if current != waiting {
            waiting = current
            waitingDeadline = .now + .seconds(limit(for: current))
        }
        setDeadline(min(waitingDeadline, lastReceived + .seconds(configuration.idleTimeout)))
    }

    private func limit(for waiting: Waiting) -> TimeInterval {
        switch waiting {
        case .idle: configuration.idleTimeout
        case .head: configuration.headTimeout
        case .body(let timeout): timeout
        }
    }

    /// One read into the parser; false when there is nothing to read now, or the connection closed.
    private func receive() -> Bool {
        while true {
            let count = reactor.receive(from: descriptor, into: &parser)
            if count > 0 {
                lastReceived = .now
                return true
            }
            if count == 0 {
                readEnded = true
                return true
            }
            if errno == EINTR { continue }
            if errno != EAGAIN && errno != EWOULDBLOCK { close() }
            return false
        }
    }

    private func begin(_ parsed: ParsedRequest) {
        guard reactor.server.table.startAnswering(entry) else { return close() }
        var request = parsed.request
        request.peer = peer
        phase = .answering(
            Asked(started: .now, method: request.method, target: parsed.target, keepAlive: parsed.keepAlive))
        deadline = nil
        awaitAnswerWhileStopping()
        reactor.startHandler(for: request, of: serial)
    }

    /// Once the server stops, a handler's answer is awaited only until `ServerConfiguration.stopTimeout`.
    private func awaitAnswerWhileStopping() {
        guard let end = reactor.stopAnswersEnd else { return }
        deadline = end
        reactor.noteDeadline(end)
    }

    /// Answers a refused request, then closes without reading what may be left of it.
    private func reject(_ rejection: HTTPRequestRejection) {
        let response = HTTPResponse(
            status: rejection.status, headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: Data((rejection.reason + "\n").utf8))
        log(
            Asked(started: .now, method: rejection.method ?? "-", target: rejection.target ?? "-", keepAlive: false),
            status: rejection.status)
        output.append(
            HTTPResponseSerializer.bytes(of: response, keepAlive: false, includeBody: rejection.method != "HEAD"))
        send(then: .linger)
    }

    private func send(then next: AfterSending) {
        phase = .sending(then: next)
        setDeadline(.now + .seconds(configuration.sendTimeout))
        flush()
    }

    /// Sends what the socket takes; moves on once all of it is out.
    private func flush() {
        switch output.send(to: descriptor) {
        case .blocked: return
        case .failed: return close()
        case .done: break
        }
        guard case .sending(let next) = phase else { return }
        switch next {
        case .nextRequest:
            releaseAnswerBytes()
            reactor.server.table.startWaiting(entry)
            phase = .reading
            waiting = .idle
            lastReceived = .now
            waitingDeadline = lastReceived + .seconds(configuration.idleTimeout)
            advance()
        case .close:
            close()
        case .linger:
            // Closing with unread bytes (a refused body) would reset the connection before the client has read the
            // answer: half-close, and discard input for at most a second.
            shutdown(descriptor, Int32(SHUT_WR))
            phase = .lingering(discarded: 0)
            setDeadline(.now + .seconds(1))
            discardInput()
        case .trickle(let trickle, let pause):
            phase = .trickling(trickle)
            setDeadline(.now + pause)
        }
    }

    private func discardInput() {
        guard case .lingering(var discarded) = phase else { return }
        while true {
            let count = reactor.discard(from: descriptor)
            if count > 0 {
                discarded += count
                guard discarded <= configuration.bodyLimit.maxBytes else { return close() }
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                phase = .lingering(discarded: discarded)
                return
            } else {
                return close()
            }
        }
    }

    /// Sets when the connection next needs its loop, never past the stop's grace.
    private func setDeadline(_ instant: ContinuousClock.Instant) {
        let instant = min(instant, reactor.stopGraceEnds ?? instant)
        deadline = instant
        reactor.noteDeadline(instant)
    }

    private func releaseAnswerBytes() {
        guard heldAnswerBytes > 0 else { return }
        reactor.server.answers.release(heldAnswerBytes)
        heldAnswerBytes = 0
    }

    private func close() {
        if case .closed = phase { return }
        phase = .closed
        deadline = nil
        releaseAnswerBytes()
        parser.discard()
        reactor.forget(self)
        reactor.server.table.close(entry)
    }

    /// The answer when the server is too busy: all connections are being answered, or large answers fill their budget.
    static func busyBytes(keepAlive: Bool) -> [UInt8] {
        HTTPResponseSerializer.bytes(
            of: HTTPResponse(
                status: 503, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Retry-After", "1")],
                body: Data("the server is busy: try again\n".utf8)),
            keepAlive: keepAlive)
    }

    private func log(_ asked: Asked, status: Int) {
        guard let logger = reactor.server.logger else { return }
        let elapsed = ContinuousClock.now - asked.started
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        logger.log(
            RequestLogLine.format(
                method: asked.method, target: asked.target, status: status, milliseconds: milliseconds))
    }
}
