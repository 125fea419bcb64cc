import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitDomainTestSupport
import SnapFitNetworking
import SnapFitSandbox
import SnapFitTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// REAL: the connection breaks after a booking is sent (the socket session reports that as `.connectionLost`; see
/// SocketSessionTests). The client must never say "cannot reach", must look the booking up, and must claim it found
/// the booking only when every field it sent matches.
@MainActor
@Suite struct BookingAnswerLostTests {
    private static let booking =
        #"reserve 2 --option 90 --at "\#(BookingDay.day) 14:00" --people 2 --email me@snapfit.kr --place 성수동 --anyway"#

    @Test func bookingStoredThenAnswerLost_isLookedUpAndFound_andNeverSentTwice() async throws {
        try await withSandbox { sandbox, di, session in
            // Given: the booking reaches the server, and its answer is lost
            session.loseAnswers(to: "/snapfit/reservation", afterSending: true)
            // When
            let told = await runScript([Self.booking], di: di)
            // Then
            #expect(told.first?.contains(#""foundAfterLostAnswer":true"#) == true)
            #expect(await Self.bookingPosts(sandbox) == 1)
        }
    }

    @Test func bookingLostBeforeTheServer_withAnotherBookingAtThatTime_isNeverClaimedFound() async throws {
        try await withSandbox { sandbox, di, session in
            // Given: booking A, same product and time, other option, people, email and place
            let first = await runScript(
                [
                    #"reserve 2 --option 30 --at "\#(BookingDay.day) 14:00" --people 1 --email a@snapfit.kr --place 한강공원 --anyway"#
                ],
                di: di)
            try #require(outcomes(first) == ["ok"])
            session.loseAnswers(to: "/snapfit/reservation", afterSending: false)
            // When: booking B is lost before it reaches the server
            let told = await runScript([Self.booking], di: di)
            // Then: B may or may not exist; A is named, not claimed as B
            #expect(outcomes(told) == ["outcome_unknown"])
            #expect(told.first?.contains("may or may not exist") == true)
            #expect(await Self.bookingPosts(sandbox) == 1)
        }
    }

    private func withSandbox(
        _ body: (RunningSandbox, AppDI, AnswerLosingSession) async throws -> Void
    ) async throws {
        await ServerSlots.shared.take()
        defer { ServerSlots.shared.give() }
        let sandbox = try await Sandbox.start(SandboxOptions())
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-lost-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = AnswerLosingSession(testURLSession)
        let di = AppDI(
            configuration: AppConfiguration(phase: .real, baseURL: sandbox.baseURL, home: home, json: true),
            session: session)
        try #require(outcomes(await runScript(["login kakao dev-customer"], di: di)) == ["ok"])
        try await body(sandbox, di, session)
    }

    private static func bookingPosts(_ sandbox: RunningSandbox) async -> Int {
        await sandbox.backend.journal().filter { $0.method == "POST" && $0.path == "/snapfit/reservation" }.count
    }
}

/// Passes requests on, but loses the answer of a POST to one path: after sending it, or before.
final class AnswerLosingSession: URLSessionable {
    private let inner: any URLSessionable
    private let rule = Mutex<(path: String, afterSending: Bool)?>(nil)

    init(_ inner: any URLSessionable) {
        self.inner = inner
    }

    func loseAnswers(to path: String, afterSending: Bool) {
        rule.withLock { $0 = (path, afterSending) }
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        guard let rule = rule.withLock({ $0 }), request.httpMethod == "POST", request.url?.path == rule.path else {
            return try await inner.data(for: request)
        }
        if rule.afterSending { _ = try await inner.data(for: request) }
        throw NetworkError.connectionLost
    }
}
