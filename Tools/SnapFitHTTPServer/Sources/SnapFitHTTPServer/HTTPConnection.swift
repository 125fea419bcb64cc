import Foundation
import Glibc

/// Serves one accepted connection on its own thread: reads requests, hands each to the async handler,
/// writes the answers in order, and closes the socket when the client or the server is done. Every wait has a
/// deadline: an idle connection gets `idleTimeout`, a request's head `headTimeout` from its first byte, its body
/// its `BodyLimit`'s timeout, and a client that sends nothing for `idleTimeout` is closed whatever it was sending.
struct HTTPConnection: Sendable {
    private enum Waiting: Equatable {
        case idle, head
        case body(timeout: TimeInterval)
    }

    let descriptor: Int32
    let configuration: ServerConfiguration
    let logger: (any RequestLogging)?
    let handler: @Sendable (HTTPRequest) async -> HTTPResponse
    let stopSignal: StopSignal
    let table: ConnectionTable
    let answers: AnswerBudget

    /// Runs until the connection closes; blocks the calling thread.
    func run() {
        var parser = HTTPRequestParser(
            bodyLimit: configuration.bodyLimit, bodyLimitByRequest: configuration.bodyLimitByRequest)
        serve(&parser, peer: SocketIO.peerAddress(descriptor))
        parser.discard()
        table.close(descriptor)
    }

    /// Reads and answers requests until the client or the server is done.
    private func serve(_ parser: inout HTTPRequestParser, peer: String) {
        var received: [UInt8] = []
        var continueSent = false
        var waiting = Waiting.idle
        var deadline = ContinuousClock.now + .seconds(configuration.idleTimeout)
        while true {
            switch parser.next() {
            case .complete(let parsed):
                continueSent = false
                guard table.startAnswering(descriptor), respond(to: parsed, from: peer) else { return }
                table.startWaiting(descriptor)
                waiting = .idle
                deadline = .now + .seconds(configuration.idleTimeout)
            case .rejected(let rejection):
                reject(rejection)
                return
            case .incomplete(let expectsContinue):
                if expectsContinue && !continueSent {
                    guard SocketIO.sendAll(descriptor, HTTPResponseSerializer.continueBytes, within: sendLimit) else {
                        return
                    }
                    continueSent = true
                }
                let stopping = stopSignal.isFired
                if stopping && !parser.isMidRequest { return }
                let now = ContinuousClock.now
                let current: Waiting
                if let timeout = parser.bodyTimeout {
                    current = .body(timeout: timeout)
                } else {
                    current = parser.isMidRequest ? .head : .idle
                }
                if current != waiting {
                    waiting = current
                    deadline = now + .seconds(limit(for: current))
                }
                let left = (deadline - now) / .seconds(1)
                guard left > 0 else { return }
                let result = SocketIO.read(
                    descriptor, into: &received, timeout: min(left, configuration.idleTimeout),
                    wakeDescriptor: stopping ? nil : stopSignal.readDescriptor)
                guard result == .received || result == .woken else { return }
                parser.append(received[...])
                received.removeAll(keepingCapacity: true)
            }
        }
    }

    private func limit(for waiting: Waiting) -> TimeInterval {
        switch waiting {
        case .idle: configuration.idleTimeout
        case .head: configuration.headTimeout
        case .body(let timeout): timeout
        }
    }

    /// How long one answer may take to send to a client that reads slowly.
    private var sendLimit: Duration { .seconds(configuration.sendTimeout) }

    /// Answers one request from `peer`; false when the connection must close afterwards.
    private func respond(to parsed: ParsedRequest, from peer: String) -> Bool {
        let started = ContinuousClock.now
        let slot = ResponseSlot()
        let handler = handler
        var received = parsed.request
        received.peer = peer
        let request = received
        Task { slot.fill(await handler(request)) }
        let response = slot.wait()
        let keepAlive = parsed.keepAlive && !stopSignal.isFired
        let includeBody = request.method != "HEAD"
        let large = includeBody && response.body.count >= AnswerBudget.largeAnswerBytes
        if large, case .whole = response.delivery {
            guard answers.reserve(response.body.count) else {
                log(method: request.method, target: parsed.target, status: 503, since: started)
                return SocketIO.sendAll(descriptor, Self.busyBytes(keepAlive: keepAlive), within: sendLimit)
                    && keepAlive
            }
            defer { answers.release(response.body.count) }
            log(method: request.method, target: parsed.target, status: response.status, since: started)
            let head = HTTPResponseSerializer.bytes(of: response, keepAlive: keepAlive, includeBody: false)
            return SocketIO.sendAll(descriptor, head, within: sendLimit)
                && SocketIO.sendAll(descriptor, response.body, within: sendLimit) && keepAlive
        }
        let bytes = HTTPResponseSerializer.bytes(of: response, keepAlive: keepAlive, includeBody: includeBody)
        log(method: request.method, target: parsed.target, status: response.status, since: started)
        switch response.delivery {
        case .whole: return SocketIO.sendAll(descriptor, bytes, within: sendLimit) && keepAlive
        case .dropped: return false
        case .trickled(let rate):
            let head = bytes.count - (request.method == "HEAD" ? 0 : response.body.count)
            return SocketIO.sendAll(descriptor, Array(bytes[..<head]), within: sendLimit)
                && trickle(Array(bytes[head...]), bytesPerSecond: rate) && keepAlive
        }
    }

    /// The answer when large answers already fill their budget.
    private static func busyBytes(keepAlive: Bool) -> [UInt8] {
        HTTPResponseSerializer.bytes(
            of: HTTPResponse(
                status: 503, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Retry-After", "1")],
                body: Data("the server is busy: try again\n".utf8)),
            keepAlive: keepAlive)
    }

    /// Sends a body at `bytesPerSecond` (a fault: a slow body), about ten pieces a second; false when the client is
    /// gone or the server stops.
    private func trickle(_ bytes: [UInt8], bytesPerSecond: Int) -> Bool {
        let step = max(1, bytesPerSecond / 10)
        let pause = useconds_t(min(1_000_000, step * 1_000_000 / bytesPerSecond))
        var offset = 0
        while offset < bytes.count {
            guard !stopSignal.isFired else { return false }
            let end = min(bytes.count, offset + step)
            guard SocketIO.sendAll(descriptor, Array(bytes[offset..<end]), within: sendLimit) else { return false }
            offset = end
            if offset < bytes.count { usleep(pause) }
        }
        return true
    }

    /// Answers a refused request, then closes without reading what may be left of it.
    private func reject(_ rejection: HTTPRequestRejection) {
        let started = ContinuousClock.now
        let response = HTTPResponse(
            status: rejection.status, headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: Data((rejection.reason + "\n").utf8))
        log(method: rejection.method ?? "-", target: rejection.target ?? "-", status: rejection.status, since: started)
        let bytes = HTTPResponseSerializer.bytes(
            of: response, keepAlive: false, includeBody: rejection.method != "HEAD")
        guard SocketIO.sendAll(descriptor, bytes, within: sendLimit) else { return }
        lingerBeforeClose()
    }

    /// Half-closes and discards input for at most a second, so closing with unread bytes (a refused body) does
    /// not reset the connection before the client has read the answer.
    private func lingerBeforeClose() {
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + .seconds(1)
        var discarded: [UInt8] = []
        var total = 0
        while total <= configuration.bodyLimit.maxBytes, case let left = deadline - .now, left > .zero {
            let result = SocketIO.read(
                descriptor, into: &discarded, timeout: left / .seconds(1), wakeDescriptor: nil)
            guard result == .received else { return }
            total += discarded.count
            discarded.removeAll(keepingCapacity: true)
        }
    }

    private func log(method: String, target: String, status: Int, since started: ContinuousClock.Instant) {
        guard let logger else { return }
        let elapsed = ContinuousClock.now - started
        let milliseconds = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        logger.log(RequestLogLine.format(method: method, target: target, status: status, milliseconds: milliseconds))
    }
}
