import Foundation
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ProviderRetryTests {
    /// A session that gives the canned outcomes in order, then keeps giving the last one.
    private static func session(_ outcomes: [Result<Int, URLError>]) -> StubURLSession {
        let next = Mutex(0)
        return StubURLSession { request in
            let index = next.withLock { index in
                defer { index += 1 }
                return min(index, outcomes.count - 1)
            }
            switch outcomes[index] {
            case .success(let status): return try HTTPReply.status(status, status == 200 ? .itemJSON : "", to: request)
            case .failure(let error): throw error
            }
        }
    }

    private static func policy(_ maxRetries: Int, sleeper: SpySleeper) -> RetryPolicy {
        RetryPolicy(maxRetries: maxRetries, baseDelay: .seconds(1), maxDelay: .seconds(5), sleeper: sleeper)
    }

    @Test func request_getWith5xxThenSuccess_retriesWithExponentialDelays() async throws {
        // Given
        let session = Self.session([.success(503), .success(500), .success(200)])
        let sleeper = SpySleeper()
        let sut = Provider(baseURL: .api, session: session, retryPolicy: Self.policy(3, sleeper: sleeper))
        // When
        let item = try await sut.request(Endpoint<Item>.item())
        // Then
        #expect(item.id == 1)
        #expect(session.requests.count == 3)
        #expect(sleeper.delays == [.seconds(1), .seconds(2)])
    }

    @Test func request_getAlwaysFailing_retriesMaxTimesWithCappedDelaysThenThrows() async {
        // Given
        let session = Self.session([.failure(URLError(.cannotConnectToHost))])
        let sleeper = SpySleeper()
        let sut = Provider(baseURL: .api, session: session, retryPolicy: Self.policy(4, sleeper: sleeper))
        // When / Then
        await #expect(throws: NetworkError.cannotConnect) { try await sut.request(Endpoint<Item>.item()) }
        #expect(session.requests.count == 5)
        #expect(sleeper.delays == [.seconds(1), .seconds(2), .seconds(4), .seconds(5)])
    }

    @Test(arguments: [
        URLError.Code.timedOut, .networkConnectionLost, .cannotFindHost, .secureConnectionFailed,
    ])
    func request_getTransportFailure_isRetried(code: URLError.Code) async throws {
        // Given
        let session = Self.session([.failure(URLError(code)), .success(200)])
        let sleeper = SpySleeper()
        let sut = Provider(baseURL: .api, session: session, retryPolicy: Self.policy(1, sleeper: sleeper))
        // When
        _ = try await sut.request(Endpoint<Item>.item())
        // Then
        #expect(session.requests.count == 2)
        #expect(sleeper.delays == [.seconds(1)])
    }

    @Test(arguments: [HTTPMethod.post, .put, .delete])
    func request_nonGetWith5xx_isNeverRetried(method: HTTPMethod) async {
        // Given
        let session = Self.session([.success(503), .success(200)])
        let sleeper = SpySleeper()
        let sut = Provider(baseURL: .api, session: session, retryPolicy: Self.policy(3, sleeper: sleeper))
        // When / Then
        await #expect(throws: NetworkError.httpStatus(HTTPFailure(status: 503, body: Data(), serverError: nil))) {
            try await sut.request(Endpoint<Void>.ping(method: method))
        }
        #expect(session.requests.count == 1)
        #expect(sleeper.delays.isEmpty)
    }

    @Test(arguments: [HTTPMethod.post, .put, .delete])
    func request_nonGetWithTransportFailure_isNeverRetried(method: HTTPMethod) async {
        // Given
        let session = Self.session([.failure(URLError(.timedOut)), .success(200)])
        let sleeper = SpySleeper()
        let sut = Provider(baseURL: .api, session: session, retryPolicy: Self.policy(3, sleeper: sleeper))
        // When / Then
        await #expect(throws: NetworkError.timedOut) { try await sut.request(Endpoint<Void>.ping(method: method)) }
        #expect(session.requests.count == 1)
        #expect(sleeper.delays.isEmpty)
    }

    @Test(arguments: [400, 404, 409, 422])
    func request_getWith4xx_isNotRetried(status: Int) async {
        // Given
        let session = Self.session([.success(status), .success(200)])
        let sleeper = SpySleeper()
        let sut = Provider(baseURL: .api, session: session, retryPolicy: Self.policy(3, sleeper: sleeper))
        // When / Then
        await #expect(throws: NetworkError.httpStatus(HTTPFailure(status: status, body: Data(), serverError: nil))) {
            try await sut.request(Endpoint<Item>.item())
        }
        #expect(session.requests.count == 1)
    }

    @Test func request_getCancelled_isNotRetried() async {
        // Given
        let session = Self.session([.failure(URLError(.cancelled)), .success(200)])
        let sleeper = SpySleeper()
        let sut = Provider(baseURL: .api, session: session, retryPolicy: Self.policy(3, sleeper: sleeper))
        // When / Then
        await #expect(throws: NetworkError.cancelled) { try await sut.request(Endpoint<Item>.item()) }
        #expect(session.requests.count == 1)
        #expect(sleeper.delays.isEmpty)
    }

    @Test func request_sleepCancelled_throwsCancelledWithoutAnotherAttempt() async {
        // Given
        let session = Self.session([.success(503), .success(200)])
        let sleeper = SpySleeper(throwing: CancellationError())
        let sut = Provider(baseURL: .api, session: session, retryPolicy: Self.policy(3, sleeper: sleeper))
        // When / Then
        await #expect(throws: NetworkError.cancelled) { try await sut.request(Endpoint<Item>.item()) }
        #expect(session.requests.count == 1)
        #expect(sleeper.delays == [.seconds(1)])
    }

    @Test func request_defaultPolicy_neverRetries() async {
        // Given
        let session = Self.session([.success(503), .success(200)])
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect(throws: NetworkError.httpStatus(HTTPFailure(status: 503, body: Data(), serverError: nil))) {
            try await sut.request(Endpoint<Item>.item())
        }
        #expect(session.requests.count == 1)
    }
}
