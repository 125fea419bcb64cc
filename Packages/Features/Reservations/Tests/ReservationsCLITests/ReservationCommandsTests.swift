import Foundation
import ReservationsCLI
import ReservationsDomain
import SnapFitApp
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

/// The reservation commands over doubles.
@MainActor
@Suite struct ReservationCommandsTests {
    private let commands = CommandTable.standard.adding(ReservationsCommands.all)
    private let reserve =
        #"reserve 12 --option 30 --at "\#(BookingDay.day) 09:30" --people 2 --email me@snapfit.kr --place 서울숲 --anyway"#

    private func services(reservations: StubReservationRepository) -> StubServices {
        var reservations = reservations
        reservations.onMyReservations = { _ in [] }
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        return StubServices(
            useCases: .stubbed(
                accounts: .signedIn(as: .fixture()), products: products, reservations: reservations))
    }

    @Test func reserve_sendsTheChosenOption_timeAndPeople_andNamesTheBooking() async throws {
        let sent = Recorder<ReservationRequest>()
        var reservations = StubReservationRepository()
        reservations.onCreate = { request in
            sent.append(request)
            return Fixtures.reservation(id: 9)
        }
        let outcome = await runScript([reserve], services: services(reservations: reservations), commands: commands)
        let request = try #require(sent.values.first)
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.first == "Your shoot is booked: reservation 9.")
        #expect(request.productID == 12 && request.makerID == 2)
        #expect(request.option == PriceOption(minutes: 30, price: 70_000))
        #expect(request.additionalPeople == 1 && request.place == "서울숲" && request.email == "me@snapfit.kr")
        #expect(request.time == KoreaTime.parse(BookingDay.at("09:30")))
    }

    @Test(arguments: [Language.english, .korean])
    func aOneShotBookingWithAWarning_withoutAnyway_failsNamingAnyway_withNoUsage(language: Language) async {
        // Given: a shoot more than a year away, and a repository that fails the test if a booking is sent
        let words = Array(
            ["reserve", "12", "--option", "30", "--at", BookingDay.at("09:30"), "--people", "2", "--email"]
                + ["me@snapfit.kr", "--place", "서울숲"])
        // When
        let outcome = await runCommand(
            words, services: services(reservations: StubReservationRepository()),
            configuration: makeConfiguration(language: language), commands: commands)
        // Then: a failure (exit 1, kind needs_confirmation), not a usage error, that says how to go ahead
        #expect(outcome.exitCode == .failure)
        let text = outcome.standardError.joined(separator: "\n")
        #expect(text.contains("--anyway"))
        #expect(!text.contains(language.pick("사용법", "Usage")))
        #expect(outcome.standardError.count == 1)
    }

    @Test func aOneShotBookingWithAWarning_inJSON_isKindNeedsConfirmation() async {
        let outcome = await runScript(
            [reserve.replacingOccurrences(of: " --anyway", with: "")],
            services: services(reservations: StubReservationRepository()),
            configuration: makeConfiguration(json: true), commands: commands)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardOutput.first?.contains(#""kind":"needs_confirmation""#) == true)
    }

    @Test(arguments: [Language.english, .korean])
    func shellWalkthrough_cancel_isTheUsersChoice_saidCalmly_notAnError(language: Language) async {
        // Given: a repository that fails the test if a booking is sent
        let services = services(reservations: StubReservationRepository())
        // When: the user stops at the first question
        let output = await runShell(
            ["reserve 12", "cancel", "quit"], services: services, configuration: makeConfiguration(language: language),
            commands: commands)
        // Then: one plain line says nothing was booked; nothing reads as an error or as a reservation cancelled
        let stopped = language.pick("예약하지 않고 그만두었습니다.", "Stopped: nothing was booked.")
        #expect(output.standardOutput.contains(stopped))
        #expect(output.standardError.isEmpty)
    }

    @Test(arguments: ["2031-13-02 09:30", "2031-02-30 09:30", "tomorrow"])
    func reserve_atATimeThatIsNoDate_isRefused_beforeAnythingIsSent(time: String) async {
        // Given: a repository that fails the test if a booking is sent
        let line = reserve.replacingOccurrences(of: BookingDay.at("09:30"), with: time)
        // When
        let outcome = await runScript(
            [line], services: services(reservations: StubReservationRepository()), commands: commands)
        // Then
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.first?.contains("is not in the right form") == true)
    }

    @Test func cancel_sendsTheReason_andShowsTheCancelledReservation() async {
        let reasons = Recorder<String>()
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in Fixtures.reservation(id: id) }
        reservations.onCancel = { id, reason in
            reasons.append(reason)
            return Fixtures.reservation(id: id, status: .cancelled(reason: reason))
        }
        let outcome = await runScript(
            ["cancel 7 --reason 'plans changed'"], services: services(reservations: reservations), commands: commands)
        #expect(outcome.exitCode == .success)
        #expect(reasons.values == ["plans changed"])
        #expect(outcome.standardOutput.contains("Reservation #7  Cancelled (plans changed)"))
    }

    @Test func cancel_ofSomeoneElsesReservation_exitsOne() async {
        var reservations = StubReservationRepository()
        reservations.onReservation = { _ throws(DomainError) in throw .notYourReservation }
        reservations.onCancel = { _, _ throws(DomainError) in throw .notYourReservation }
        let outcome = await runScript(
            ["cancel 7 --reason x"], services: services(reservations: reservations), commands: commands)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardOutput.isEmpty)
    }
}
