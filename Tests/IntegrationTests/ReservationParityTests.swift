import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitDomainTestSupport
import SnapFitSandbox
import Testing

/// Booking prints the same JSON in DEV (in-process mocks) and REAL (HTTP to the sandbox), and bad input never
/// reaches the server.
@MainActor
@Suite struct ReservationParityTests {
    private let book =
        #"reserve 2 --option 90 --at "\#(BookingDay.day) 14:00" --people 3 --email me@snapfit.kr --place "성수동 카페거리" --phone 010-1234-5678 --anyway"#

    @Test func bookListDetailCancelAndCancelAgain_devAndReal_printTheSameJSON() async throws {
        let script = [
            "login kakao dev-customer", book, "reservations", "reservation 1", "cancel 1 --reason \"일정이 바뀌었어요\"",
            "cancel 1 --reason \"다시 취소\"", "reservations", "me", "logout", "login kakao dev-maker", "reservation 1",
            "cancel 1 --reason \"작가의 취소\"", "reservation 99",
        ]
        let transcripts = try await ParityHarness.run(script)
        #expect(transcripts.dev == transcripts.real)
        #expect(
            outcomes(transcripts.real) == [
                "ok", "ok", "ok", "ok", "ok", "already_cancelled", "ok", "ok", "ok", "ok", "ok", "forbidden",
                "not_found",
            ])
        #expect(transcripts.real[1].contains(#""totalPrice":250000"#))
        #expect(transcripts.real[1].contains(#""timeLabel":"\#(BookingDay.day) 14:00 (KST)""#))
        #expect(transcripts.real[6].contains(#""status":"cancelled""#))
        #expect(transcripts.real[7].contains(#""reservationCount":1"#))
    }

    @Test func invalidInputs_devAndReal_areRefusedTheSameWay() async throws {
        let script = ["login kakao dev-customer"] + Self.invalidBookings
        let transcripts = try await ParityHarness.run(script, language: .korean)
        #expect(transcripts.dev == transcripts.real)
        #expect(
            outcomes(transcripts.real) == ["ok"] + Array(repeating: "validation", count: Self.invalidBookings.count))
    }

    @Test func invalidInputs_real_sendNoBooking_onlyOneProductReadEach() async throws {
        // Given
        let sandbox = try await Sandbox.start(SandboxOptions())
        defer { sandbox.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-invalid-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let configuration = AppConfiguration(phase: .real, baseURL: sandbox.baseURL, home: home, json: true)
        let di = AppDI(configuration: configuration, session: testURLSession)
        _ = await runScript(["login kakao dev-customer"], di: di)
        await sandbox.backend.resetJournal()
        // When: every field is wrong in turn
        _ = await runScript(Self.invalidBookings, di: di)
        let sent = await sandbox.backend.journal()
        // Then: each form read its product once, and nothing was booked
        #expect(
            sent.map { "\($0.method) \($0.path)" }
                == Array(repeating: "GET /snapfit/post", count: Self.invalidBookings.count))
    }

    /// One wrong field each: time in the past, impossible date, email, phone, people, place, and last the option.
    static let invalidBookings = [
        #"reserve 2 --option 90 --at "2020-01-01 10:00" --people 1 --email a@b.co --place 서울"#,
        #"reserve 2 --option 90 --at "2031-02-30 10:00" --people 1 --email a@b.co --place 서울"#,
        #"reserve 2 --option 90 --at "\#(BookingDay.day) 10:00" --people 1 --email a@b --place 서울"#,
        #"reserve 2 --option 90 --at "\#(BookingDay.day) 10:00" --people 1 --email a@b.co --place 서울 --phone 02-123-4567 --anyway"#,
        #"reserve 2 --option 90 --at "\#(BookingDay.day) 10:00" --people 0 --email a@b.co --place 서울"#,
        #"reserve 2 --option 90 --at "\#(BookingDay.day) 10:00" --people 1 --email a@b.co --place " ""#,
        #"reserve 2 --option 45 --at "\#(BookingDay.day) 10:00" --people 1 --email a@b.co --place 서울"#,
    ]
}
