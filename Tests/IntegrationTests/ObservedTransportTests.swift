import Foundation
import SnapFitAppCore
import SnapFitDomain
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The terminal's "waiting for the server…" line watches whatever transport the phase sends through, so it shows in
/// DEV (the backend in process) as in REAL (the network).
@Suite struct ObservedTransportTests {
    /// Passes every exchange to `base`, recording its path.
    private final class SpySession: URLSessionable {
        let base: any URLSessionable
        private let paths = Mutex<[String]>([])
        init(_ base: any URLSessionable) { self.base = base }
        var seen: [String] { paths.withLock { $0 } }

        func data(for request: URLRequest) async throws -> (Data, URLResponse) {
            paths.withLock { $0.append(request.url?.path ?? "") }
            return try await base.data(for: request)
        }
    }

    private static func temporaryHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-observed-\(UUID().uuidString)")
    }

    @Test func dev_theInProcessBackendsExchangesPassThroughTheObserver() async throws {
        // Given
        let home = Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let spy = Mutex<SpySession?>(nil)
        let sut = AppDI(
            configuration: AppConfiguration(phase: .dev, home: home), session: StubURLSession(),
            sleeper: ImmediateSleeper(),
            observe: { transport in
                let session = SpySession(transport)
                spy.withLock { $0 = session }
                return session
            })
        // When
        let outcome = try await sut.useCases.accounts.login(provider: .kakao, socialToken: "dev-customer")
        // Then: DEV answered, through the observer
        #expect(outcome == .signedIn)
        #expect(spy.withLock { $0?.seen } == ["/snapfit/login"])
    }

    @Test func real_theNetworkSessionIsObservedToo() async throws {
        // Given: a server that cannot be reached
        let home = Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let network = StubURLSession { _ in throw URLError(.cannotConnectToHost) }
        let spy = Mutex<SpySession?>(nil)
        let sut = AppDI(
            configuration: AppConfiguration(phase: .real, home: home), session: network, sleeper: ImmediateSleeper(),
            observe: { transport in
                let session = SpySession(transport)
                spy.withLock { $0 = session }
                return session
            })
        // When
        await #expect(throws: DomainError.unreachable) {
            _ = try await sut.useCases.accounts.login(provider: .kakao, socialToken: "dev-customer")
        }
        // Then: every try went through the observer to the network
        let seen = spy.withLock { $0?.seen } ?? []
        #expect(!seen.isEmpty && seen.allSatisfy { $0 == "/snapfit/login" })
        #expect(network.requests.count == seen.count)
    }
}
