import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends endpoints: builds each request, authenticates it, retries what may be retried, logs every attempt,
/// and decodes the answer into the endpoint's `Response`.
public struct Provider: Sendable {
    private let baseURL: URL
    private let session: any URLSessionable
    private let encoder: JSONEncoder
    private let decoder: JSONDecoder
    private let serverErrorDecoder: ServerErrorDecoder
    private let authenticator: (any Authenticator)?
    private let retryPolicy: RetryPolicy
    private let logger: (any NetworkLogger)?
    private let logRedaction: LogRedaction
    private let stopwatch: Stopwatch
    private let decodedBodies: DecodedBodies?

    /// - Parameters:
    ///   - baseURL: prefixed to every endpoint path unless the endpoint brings its own absolute base URL.
    ///   - session: sends each request: `URLSession`, `SocketSession`, an in-process backend, or a test's stub.
    ///   - encoder: encodes each endpoint's typed body.
    ///   - decoder: decodes each endpoint's response type.
    ///   - serverErrorDecoder: reads the server's error value out of a non-2xx body; by default none is read.
    ///   - authenticator: required by endpoints that need authentication; without one they throw `.signedOut`.
    ///   - retryPolicy: how often an idempotent request is tried again after a transient failure; by default never.
    ///   - logger: receives one redacted entry per attempt; by default nothing is logged.
    ///   - logRedaction: which query parameters and headers the log entries hide.
    ///   - decodedBodies: keeps the answers of endpoints that decode plain JSON, decoded with its own decoder, so an
    ///     answer seen before is not decoded again; by default every answer is decoded.
    ///   - clock: measures each attempt's duration for the log.
    public init(
        baseURL: URL, session: any URLSessionable, encoder: JSONEncoder = JSONEncoder(),
        decoder: JSONDecoder = JSONDecoder(), serverErrorDecoder: ServerErrorDecoder = .none,
        authenticator: (any Authenticator)? = nil, retryPolicy: RetryPolicy = .none,
        logger: (any NetworkLogger)? = nil, logRedaction: LogRedaction = .standard,
        decodedBodies: DecodedBodies? = nil, clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.baseURL = baseURL
        self.session = session
        self.encoder = encoder
        self.decoder = decoder
        self.serverErrorDecoder = serverErrorDecoder
        self.authenticator = authenticator
        self.retryPolicy = retryPolicy
        self.logger = logger
        self.logRedaction = logRedaction
        self.stopwatch = Stopwatch(clock: clock)
        self.decodedBodies = decodedBodies
    }

    /// Sends the endpoint and decodes its `Response`, inferred from the endpoint alone. `sent`, when given, hears
    /// how many bytes of the body each attempt has sent so far. Once the task is cancelled, no attempt starts.
    public func request<E: Requestable & Responsible>(
        _ endpoint: E, sent: (@Sendable (Int) -> Void)? = nil
    ) async throws(NetworkError) -> E.Response {
        var request = try endpoint.makeURLRequest(defaultBaseURL: baseURL, encoder: encoder)
        var token = try await initialToken(for: endpoint)
        var attempt = 0
        var retries = 0
        var hasRefreshed = false
        while true {
            guard !Task.isCancelled else { throw .cancelled }
            attempt += 1
            if let token {
                // Into the headers as a whole: Foundation's one-by-one setter costs several times as much. An
                // endpoint's own, in any case, gives way.
                var fields = request.allHTTPHeaderFields ?? [:]
                fields.setHeader("Authorization", to: "Bearer \(token)")
                request.allHTTPHeaderFields = fields
            }
            let outcome = await send(request, attempt: attempt, decodingWith: endpoint, sent: sent)
            switch outcome {
            case .success(let response):
                return response
            case .failure(.httpStatus(let failure)) where failure.status == 401 && !hasRefreshed:
                guard let rejected = token, let authenticator, authenticator.refreshes(after: failure) else {
                    throw .httpStatus(failure)
                }
                token = try await authenticator.refreshedAccessToken(replacing: rejected)
                hasRefreshed = true
            case .failure(let error):
                guard retryPolicy.shouldRetry(error, method: endpoint.method, retriesSoFar: retries) else {
                    throw error
                }
                do {
                    try await retryPolicy.sleeper.sleep(for: retryPolicy.delay(beforeRetry: retries))
                } catch {
                    throw .cancelled
                }
                retries += 1
            }
        }
    }

    private func initialToken(for endpoint: some Requestable) async throws(NetworkError) -> String? {
        guard endpoint.requiresAuthentication else { return nil }
        guard let token = await authenticator?.accessToken() else { throw .signedOut }
        return token
    }

    /// One attempt: send, check the status, decode, and log the outcome.
    private func send<E: Requestable & Responsible>(
        _ request: URLRequest, attempt: Int, decodingWith endpoint: E, sent: (@Sendable (Int) -> Void)?
    ) async -> Result<E.Response, NetworkError> {
        let elapsed = stopwatch.start()
        let status: Int?
        let result: Result<E.Response, NetworkError>
        do {
            let (body, response) = try await session.data(for: request, sent: sent ?? { _ in })
            guard let response = response as? HTTPURLResponse else {
                throw NetworkError.transport(code: URLError.Code.badServerResponse.rawValue)
            }
            status = response.statusCode
            result = Result { () throws(NetworkError) in try decode(body, response: response, with: endpoint) }
        } catch {
            status = nil
            result = .failure(NetworkError(sessionError: error))
        }
        log(
            request, method: endpoint.method, status: status, duration: elapsed(), attempt: attempt,
            error: result.failure)
        return result
    }

    private func decode<E: Responsible>(
        _ body: Data, response: HTTPURLResponse, with endpoint: E
    ) throws(NetworkError) -> E.Response {
        let status = response.statusCode
        if (300...399).contains(status) {
            throw .redirected(
                from: response.url.map(Self.origin) ?? "", to: response.value(forHTTPHeaderField: "Location"))
        }
        guard (200...299).contains(status) else {
            throw .httpStatus(HTTPFailure(status: status, body: body, serverError: serverErrorDecoder.decode(body)))
        }
        guard endpoint.decodesPlainJSON, let decodedBodies else {
            return try endpoint.decodeResponse(body, decoder: decoder)
        }
        return try decodedBodies.value(E.Response.self, of: body) { () throws(NetworkError) in
            try endpoint.decodeResponse(body, decoder: decodedBodies.decoder)
        }
    }

    /// `scheme://host[:port]` of `url`.
    private static func origin(_ url: URL) -> String {
        "\(url.scheme ?? "")://\(url.host ?? "")" + (url.port.map { ":\($0)" } ?? "")
    }

    private func log(
        _ request: URLRequest, method: HTTPMethod, status: Int?, duration: Duration, attempt: Int, error: NetworkError?
    ) {
        guard let logger else { return }
        logger.log(
            NetworkLogEntry(
                method: method,
                url: request.url.map(logRedaction.redact(url:)) ?? "",
                headers: logRedaction.redact(headers: request.allHTTPHeaderFields ?? [:]),
                status: status, duration: duration, attempt: attempt, error: error))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
