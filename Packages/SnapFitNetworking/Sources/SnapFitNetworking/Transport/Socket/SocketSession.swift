import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends `http://` requests over a socket of its own, one connection per request, within `ExchangeLimits`:
/// it never follows a redirect (a 3xx comes back as the answer), accepts only uncompressed answers, ends every
/// exchange by its deadline however slowly or quickly the bytes come (name lookup excepted), and tells "nothing was sent" (`.cannotConnect`) from "the answer
/// was lost" (`.connectionLost`). Requests to any other scheme go to `otherSchemes` (an `https` origin needs TLS,
/// which only `URLSession` brings on Linux). The socket is Glibc's: where there is none (Apple platforms), every
/// request goes through `otherSchemes`, or `URLSession.shared`.
public struct SocketSession: URLSessionable {
    private let limits: ExchangeLimits
    private let otherSchemes: (any URLSessionable)?

    public init(limits: ExchangeLimits = .standard, otherSchemes: (any URLSessionable)? = nil) {
        self.limits = limits
        self.otherSchemes = otherSchemes
    }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request) { _ in }
    }

    /// Sends `request`, telling `sent` how many bytes of its body the socket took so far (as they go, for
    /// `http://`; at the end, through `otherSchemes`).
    public func data(
        for request: URLRequest, sent: @escaping @Sendable (Int) -> Void
    ) async throws -> (Data, URLResponse) {
        #if canImport(Glibc)
            guard let url = request.url, url.scheme?.lowercased() == "http" else {
                guard let otherSchemes else {
                    throw NetworkError.invalidRequest(reason: "only http:// is sent by this session")
                }
                return try await otherSchemes.data(for: request, sent: sent)
            }
            return try await sendOverSocket(request, url: url, sent: sent)
        #else
            // Without Glibc's sockets (Apple platforms), every request goes through URLSession.
            return try await (otherSchemes ?? URLSession.shared).data(for: request, sent: sent)
        #endif
    }

    #if canImport(Glibc)
        /// Sends an `http://` request over a socket of its own.
        private func sendOverSocket(
            _ request: URLRequest, url: URL, sent: @escaping @Sendable (Int) -> Void
        ) async throws -> (Data, URLResponse) {
            let wire = try HTTPRequestBytes(request)
            let limits = limits
            let answer = try await Self.onOwnThread(cancellable: ["GET", "HEAD"].contains(wire.method)) {
                () throws(ExchangeFailure) in try Self.exchange(wire, limits: limits, sent: sent)
            }
            guard
                let response = HTTPURLResponse(
                    url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
                    headerFields: Dictionary(answer.headers.map { ($0.name, $0.value) }) { $0 + ", " + $1 })
            else { throw NetworkError.invalidAnswer(reason: "an answer Foundation cannot represent") }
            return (Data(answer.body), response)
        }

        /// One exchange. A server may answer before it has read the whole request (a 413 for a body it will not
        /// take), then stop reading or close; that answer is read and returned in place of the unfinished send, unless
        /// it claims success for a body that never fully went.
        private static func exchange(
            _ wire: HTTPRequestBytes, limits: ExchangeLimits, sent: (Int) -> Void
        ) throws(ExchangeFailure)
            -> HTTPAnswer
        {
            let deadline = ContinuousClock.now.advanced(by: limits.deadline)
            let connection = try SocketConnection.open(host: wire.host, port: wire.port, deadline: deadline)
            defer { connection.close() }
            var reader = HTTPAnswerReader(source: connection, limits: limits)
            do {
                try connection.send(wire.bytes) { sent(max(0, $0 - wire.headCount)) }
            } catch .answerLost {
                guard let early = try? reader.read(method: wire.method), !(200...299).contains(early.status) else {
                    throw .answerLost
                }
                return early
            }
            return try reader.read(method: wire.method)
        }

        /// Runs the blocking `body` on a new thread and returns what it returned, or throws its failure as a
        /// `NetworkError`. When `cancellable` (a read), cancelling the task throws `.cancelled` at once; the thread then
        /// ends by the exchange's deadline, and what it got is dropped. A write is waited for, so its answer is known.
        private static func onOwnThread(
            cancellable: Bool, _ body: @escaping @Sendable () throws(ExchangeFailure) -> HTTPAnswer
        ) async throws(NetworkError) -> HTTPAnswer {
            let waiter = Mutex<CheckedContinuation<Result<HTTPAnswer, NetworkError>, Never>?>(nil)
            let finish: @Sendable (Result<HTTPAnswer, NetworkError>) -> Void = { result in
                waiter.withLock { $0.take() }?.resume(returning: result)
            }
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    waiter.withLock { $0 = continuation }
                    if cancellable, Task.isCancelled { return finish(.failure(.cancelled)) }
                    Thread {
                        finish(Result { () throws(ExchangeFailure) in try body() }.mapError(\.networkError))
                    }.start()
                }
            } onCancel: {
                if cancellable { finish(.failure(.cancelled)) }
            }
            return try result.get()
        }
    #endif
}
