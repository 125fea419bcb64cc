import Foundation
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitApp

/// The reservation commands in DEV.
@MainActor
@Suite struct ReservationCommandsTests {
    private let signIn = "login kakao dev-customer"
    private let book =
        #"reserve 2 --option 30 --at "\#(BookingDay.day) 09:30" --people 2 --email me@snapfit.kr --place 성수동 --phone "010 1234 5678" --anyway"#

    @Test func reserve_showsTheBookingWithTheDetailTotal() async {
        let outcome = await runScript([signIn, book], configuration: AppConfiguration.forTests(language: .korean))
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.contains("  일시: \(BookingDay.day) 09:30 (KST)"))
        #expect(outcome.standardOutput.contains("  옵션: 30분 · 70,000원"))
        #expect(outcome.standardOutput.contains("  최종 결제액: 90,000원"))
        #expect(outcome.standardOutput.contains("  연락처: 스냅러버 · me@snapfit.kr · 01012345678"))
    }

    @Test func reserve_missingFlagInAScript_isAUsageErrorNamingIt() async {
        let outcome = await runScript([signIn, #"reserve 2 --option 30 --people 2 --email a@b.co --place 서울"#])
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first == #"error: line 2: Missing option --at "YYYY-MM-DD HH:MM"."#)
    }

    @Test func reserve_aWarningInAScript_isRefusedUnlessAcceptedWithAnyway() async {
        let bookAgain = book.replacingOccurrences(of: " --anyway", with: "")
        let outcome = await runScript([signIn, book, bookAgain])
        #expect(outcome.exitCode == .failure)
        #expect(
            outcome.standardError == [
                "error: line 3: You already booked this product at this time (reservation 1). The shoot is more than a year away. To go ahead anyway, run it again with --anyway."
            ])
    }

    @Test func theSameBookingTwice_asOneShotCommands_theSecondFailsNamingAnyway_withoutAUsageDump() async {
        // Given: one home, as separate runs of the process share it
        var configuration = AppConfiguration.forTests()
        configuration.home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-\(UUID())")
        defer { try? FileManager.default.removeItem(at: configuration.home) }
        let words = [
            "reserve", "2", "--option", "30", "--at", BookingDay.at("09:30"), "--people", "2", "--email",
            "me@snapfit.kr",
            "--place", "성수동", "--anyway",
        ]
        // When
        _ = await runCommand(["login", "kakao", "dev-customer"], configuration: configuration)
        let first = await runCommand(words, configuration: configuration)
        let second = await runCommand(words.filter { $0 != "--anyway" }, configuration: configuration)
        // Then
        #expect(first.exitCode == .success)
        #expect(second.exitCode != .success && second.exitCode != .usage)
        #expect(second.standardError.count == 1)
        #expect(second.standardError.first?.contains("--anyway") == true)
        #expect(second.standardError.first?.contains("reservation 1") == true)
    }

    @Test func reserve_signedOut_asksToLogIn() async {
        let outcome = await runScript([book])
        #expect(outcome.standardError.first == "error: line 1: Please log in first.")
    }

    @Test func cancel_withoutReasonInAScript_isAUsageError() async {
        let outcome = await runScript([signIn, book, "cancel 1"])
        #expect(outcome.exitCode == .usage)
    }

    @Test func reservations_none_saysSo() async {
        let outcome = await runScript([signIn, "reservations"])
        #expect(outcome.standardOutput == ["You are signed in.", "My reservations", "  No reservations yet."])
    }

    @Test func shellWalkthrough_asksMissingFieldsAndReasksOnlyTheRefusedOne() async {
        // Given: the place and time are given; the phone is wrong once
        let typed = [
            signIn,
            #"reserve 2 --at "\#(BookingDay.day) 09:30" --place 성수동"#,
            "90",  // option
            "2",  // people
            "me@snapfit.kr",  // email
            "02-123-4567",  // phone, refused
            "010-9876-5432",  // phone again
            "y",  // book it
            "quit",
        ]
        // When
        let output = await runShell(typed)
        // Then
        let prompts = output.prompts.filter { !$0.hasPrefix("snapfit") }
        #expect(
            prompts == [
                "Option (minutes): ", "People (in total): ", "Email: ", "Phone (leave empty to skip): ",
                "Phone (leave empty to skip): ", "Book it anyway? (y/N) ",
            ])
        #expect(output.standardOutput.contains("The shoot is more than a year away."))
        #expect(output.standardOutput.contains("  Total ₩230,000 (₩210,000 + ₩20,000 × 1 more)"))
        #expect(output.standardOutput.contains { $0.hasPrefix("Your shoot is booked: reservation 1.") })
    }

    @Test func shellWalkthrough_cancelAtAnyStep_booksNothing() async {
        // When
        let output = await runShell([signIn, "reserve 2", "90", "cancel", "reservations", "quit"])
        // Then
        #expect(output.standardOutput.contains("Stopped: nothing was booked."))
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.contains("  No reservations yet."))
    }

    @Test func reserve_refusedFieldInAScript_failsWithWhyAndBooksNothing() async {
        // When
        let outcome = await runScript([
            signIn, #"reserve 2 --option 90 --at "\#(BookingDay.day) 10:00" --people 1 --email a@b --place 서울"#,
            "reservations",
        ])
        // Then
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.first?.hasPrefix("error: line 2: Email:") == true)
        #expect(outcome.standardOutput.contains("  No reservations yet."))
    }

    @Test func shellCancel_asksForAReason_untilOneIsAccepted() async {
        // When: a reason too short, then a good one
        let output = await runShell([signIn, book, "y", "cancel 1", "x", "plans changed", "quit"])
        // Then
        #expect(output.prompts.filter { $0 == "Reason (2–3000 characters): " }.count == 2)
        #expect(output.standardOutput.contains { $0.hasPrefix("Reason: at least 2") })
        #expect(output.standardOutput.contains("The reservation is cancelled."))
    }
}
