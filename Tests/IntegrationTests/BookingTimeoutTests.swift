import Foundation
import SnapFitApp
import SnapFitNetworking
import SnapFitSandbox
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// REAL: the sandbox answers the booking only after the client gave up waiting. The client must not book twice,
/// and must say what happened.
@MainActor
@Suite struct BookingTimeoutTests {
    /// A client that gives each exchange 1 s.
    private static let impatientSession = AppDI.makeSession(
        limits: ExchangeLimits(
            deadline: .seconds(1), maxHeadBytes: ExchangeLimits.standard.maxHeadBytes,
            maxBodyBytes: ExchangeLimits.standard.maxBodyBytes))

    @Test(.timeLimit(.minutes(1)))
    func bookingAnswerLate_userToldAndExactlyOneReservationExists() async throws {
        // Given: a client that waits 1 s, and a sandbox that takes 2.5 s to book
        let sandbox = try await Sandbox.start(SandboxOptions())
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-timeout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let configuration = AppConfiguration(phase: .real, baseURL: sandbox.baseURL, home: home, json: true)
        let di = AppDI(configuration: configuration, session: Self.impatientSession)
        _ = await runScript(["login kakao dev-customer"], di: di)
        await sandbox.backend.setDelay(2.5, for: "POST /snapfit/reservation")
        // When
        let booking = await runScript(
            [#"reserve 2 --option 90 --at "2031-05-05 14:00" --people 1 --email me@snapfit.kr --place 성수동 --anyway"#],
            di: di)
        await waitForTheBooking(sandbox)
        let listing = await runScript(["reservations"], di: di)
        // Then: told the outcome is unknown (or that it was found), never booked twice
        let told = try #require(booking.first)
        #expect(told.contains(#""kind":"outcome_unknown""#) || told.contains(#""foundAfterLostAnswer":true"#))
        let posts = await sandbox.backend.journal().filter { $0.method == "POST" && $0.path == "/snapfit/reservation" }
        #expect(posts.count == 1)
        let rows = try #require(
            ((try? JSONSerialization.jsonObject(with: Data(listing[0].utf8))) as? [String: Any])?["data"]
                as? [String: Any])
        #expect((rows["rows"] as? [[String: Any]])?.count == 1)
    }

    /// Waits (at most 10 s) until the sandbox has answered the delayed booking.
    private func waitForTheBooking(_ sandbox: RunningSandbox) async {
        for _ in 0..<100 {
            if await sandbox.backend.journal().contains(where: {
                $0.method == "POST" && $0.path == "/snapfit/reservation"
            }) {
                return
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }
}
