import Foundation
import Glibc
import SnapFitBackend

/// Serves one accepted connection on its own thread: reads requests, hands each to the async handler,
/// writes the answers in order, and closes the socket when the client or the server is done.
struct HTTPConnection: Sendable {
    let descriptor: Int32
    let configuration: ServerConfiguration
    let logger: (any RequestLogging)?
    let handler: @Sendable (HTTPRequest) async -> HTTPResponse
    let stopSignal: StopSignal

    /// Runs until the connection closes; blocks the calling thread.
    func run() {
        defer { close(descriptor) }
        let parser = HTTPRequestParser(maxBodyBytes: configuration.maxBodyBytes)
        var buffer: [UInt8] = []
        var continueSent = false
        while true {
            switch parser.parse(buffer) {
            case .complete(let parsed):
                buffer.removeFirst(parsed.byteCount)
                continueSent = false
                guard respond(to: parsed) else { return }
            case .rejected(let rejection):
                reject(rejection)
                return
            case .incomplete(let expectsContinue):
                if expectsContinue && !continueSent {
                    guard SocketIO.sendAll(descriptor, HTTPResponseSerializer.continueBytes) else { return }
                    continueSent = true
                }
                let stopping = stopSignal.isFired
                if stopping && buffer.isEmpty { return }
                let result = SocketIO.read(
                    descriptor, into: &buffer, timeout: configuration.idleTimeout,
                    wakeDescriptor: stopping ? nil : stopSignal.readDescriptor)
                guard result == .received || result == .woken else { return }
            }
        }
    }

    /// Answers one request; false when the connection must close afterwards.
    private func respond(to parsed: ParsedRequest) -> Bool {
        let started = ContinuousClock.now
        let slot = ResponseSlot()
        let handler = handler
        let request = parsed.request
        Task { slot.fill(await handler(request)) }
        let response = slot.wait()
        let keepAlive = parsed.keepAlive && !stopSignal.isFired
        let bytes = HTTPResponseSerializer.bytes(
            of: response, keepAlive: keepAlive, includeBody: request.method != "HEAD")
        log(method: request.method, target: parsed.target, status: response.status, since: started)
        return SocketIO.sendAll(descriptor, bytes) && keepAlive
    }

    /// Answers a refused request, then closes without reading what may be left of it.
    private func reject(_ rejection: HTTPRequestRejection) {
        let started = ContinuousClock.now
        let response = HTTPResponse(
            status: rejection.status, headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: Data((rejection.reason + "\n").utf8))
        log(method: rejection.method ?? "-", target: rejection.target ?? "-", status: rejection.status, since: started)
        guard SocketIO.sendAll(descriptor, HTTPResponseSerializer.bytes(of: response, keepAlive: false)) else { return }
        lingerBeforeClose()
    }

    /// Half-closes and discards input for a moment, so closing with unread bytes (a refused body) does not
    /// reset the connection before the client has read the answer.
    private func lingerBeforeClose() {
        shutdown(descriptor, Int32(SHUT_WR))
        var discarded: [UInt8] = []
        var total = 0
        while total <= configuration.maxBodyBytes {
            let result = SocketIO.read(
                descriptor, into: &discarded, timeout: min(configuration.idleTimeout, 1), wakeDescriptor: nil)
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
