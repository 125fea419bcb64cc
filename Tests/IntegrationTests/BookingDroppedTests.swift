import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitBackend
import SnapFitDomainTestSupport
import SnapFitSandbox
import Testing

/// REAL against a sandbox told to drop the booking's answer (`--fault 'POST /snapfit/reservation=drop'`): the
/// booking is made, its answer never comes. The client must book exactly once, look the booking up, and say it
/// found it. (That a client timeout leads to the same look-up is the data layer's test.)
@MainActor
@Suite struct BookingDroppedTests {
    @Test(.timeLimit(.minutes(1)))
    func bookingAnswerDropped_isLookedUpAndFound_andExactlyOneReservationExists() async throws {
        // Given
        var options = SandboxOptions()
        options.faults = [RouteFault(route: "POST /snapfit/reservation", fault: .drop)]
        let sandbox = try await Sandbox.start(options)
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-dropped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let di = AppDI(
            configuration: AppConfiguration(phase: .real, baseURL: sandbox.baseURL, home: home, json: true),
            session: testURLSession)
        _ = await runScript(["login kakao dev-customer"], di: di)
        // When
        let booking = await runScript(
            [
                #"reserve 2 --option 90 --at "\#(BookingDay.day) 14:00" --people 1 --email me@snapfit.kr --place 성수동 --anyway"#
            ],
            di: di)
        let listing = await runScript(["reservations"], di: di)
        // Then
        #expect(booking.first?.contains(#""foundAfterLostAnswer":true"#) == true)
        let posts = await sandbox.backend.journal().filter { $0.method == "POST" && $0.path == "/snapfit/reservation" }
        #expect(posts.count == 1)
        let data = ((try? JSONSerialization.jsonObject(with: Data(listing[0].utf8))) as? [String: Any])?["data"]
        #expect(((data as? [String: Any])?["rows"] as? [[String: Any]])?.count == 1)
    }
}
