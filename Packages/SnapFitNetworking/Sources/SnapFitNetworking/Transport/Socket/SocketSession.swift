import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends `http://` requests over a socket of its own, one connection per request, within `ExchangeLimits`:
/// it never follows a redirect (a 3xx comes back as the answer), accepts only uncompressed answers, ends every
/// exchange by its deadline however slowly or quickly the bytes come (name lookup excepted), and tells "nothing was sent" (`.cannotConnect`) from "the answer
/// was lost" (`.connectionLost`). Requests to any other scheme go to `otherSchemes` (an `https` origin needs TLS,
/// which only `URLSession` brings on Linux).
public struct SocketSession: URLSessionable {
    private let limits: ExchangeLimits
    private let otherSchemes: (any URLSessionable)?

    public init(limits: ExchangeLimits = .standard, otherSchemes: (any URLSessionable)? = nil) {
        self.limits = limits
        self.otherSchemes = otherSchemes
    }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = request.url, url.scheme?.lowercased() == "http" else {
            guard let otherSchemes else {
                throw NetworkError.invalidRequest(reason: "only http:// is sent by this session")
            }
            return try await otherSchemes.data(for: request)
        }
        let wire = try HTTPRequestBytes(request)
        let limits = limits
        let answer = try await Self.onOwnThread { () throws(ExchangeFailure) in
            try Self.exchange(wire, limits: limits)
        }
        guard
            let response = HTTPURLResponse(
                url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
                headerFields: Dictionary(answer.headers.map { ($0.name, $0.value) }) { $0 + ", " + $1 })
        else { throw NetworkError.invalidAnswer(reason: "an answer Foundation cannot represent") }
        return (Data(answer.body), response)
    }

    private static func exchange(
        _ wire: HTTPRequestBytes, limits: ExchangeLimits
    ) throws(ExchangeFailure)
        -> HTTPAnswer
    {
        let deadline = ContinuousClock.now.advanced(by: limits.deadline)
        let connection = try SocketConnection.open(host: wire.host, port: wire.port, deadline: deadline)
        defer { connection.close() }
        try connection.send(wire.bytes)
        var reader = HTTPAnswerReader(source: connection, limits: limits)
        return try reader.read(method: wire.method)
    }

    /// Runs the blocking `body` on a new thread and returns what it returned, or throws its failure as a
    /// `NetworkError`.
    private static func onOwnThread(
        _ body: @escaping @Sendable () throws(ExchangeFailure) -> HTTPAnswer
    ) async throws(NetworkError) -> HTTPAnswer {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<HTTPAnswer, ExchangeFailure>, Never>) in
            Thread {
                continuation.resume(returning: Result { () throws(ExchangeFailure) in try body() })
            }.start()
        }
        return try result.mapError(\.networkError).get()
    }
}
