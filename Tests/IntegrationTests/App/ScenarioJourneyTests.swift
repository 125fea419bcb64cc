import Foundation
import SnapFitAppCore
import SnapFitAppTestSupport
import Testing

@testable import SnapFitApp

/// DEV's scenarios over the whole stack: each starts in its state on its own copy, whatever the home holds.
@MainActor
@Suite struct ScenarioJourneyTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "snapfit-scenario-\(UUID().uuidString)")

    private func configuration(_ scenario: String?) throws -> AppConfiguration {
        var configuration = try ConfigurationReader.read(
            [.home: home.path].merging(scenario.map { [.scenario: $0] } ?? [:]) { $1 }, environment: [:])
        configuration.language = .english
        return configuration
    }

    @Test func emptyCatalog_showsNoProduct_andLeavesTheHomesLikeAlone() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        // Given: the home's DEV customer likes product 3
        _ = await runScript(["login kakao dev-customer", "like 3"], configuration: try configuration(nil))
        // When
        let empty = await runScript(
            ["products", "search 스냅", "home"], configuration: try configuration("empty-catalog"))
        let likes = await runCommand(["likes"], configuration: try configuration(nil))
        // Then
        #expect(empty.exitCode == .success)
        #expect(!empty.standardOutput.contains { $0.contains("#3") })
        #expect(empty.standardOutput.contains("No products here yet."))
        #expect(empty.standardOutput.contains("No products yet."))
        #expect(likes.standardOutput.contains { $0.contains("#3 ") })
    }

    @Test func busyMaker_showsDevMakersBookingsWhole() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let outcome = await runScript(["maker reservations"], configuration: try configuration("busy-maker"))
        let bookings = Set(outcome.standardOutput.filter { $0.hasPrefix("Reservation #") })
        #expect(outcome.exitCode == .success)
        #expect(bookings.count >= 200)
    }

    @Test func expiredSession_isRenewedOnTheFirstCommand() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let outcome = await runScript(["me", "me"], configuration: try configuration("expired-session"))
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.filter { $0.hasPrefix("스냅러버 (") }.count == 2)
    }

    @Test func withdrawnMaker_theCustomersBookingsSayTheMakerLeft() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let outcome = await runScript(["reservations"], configuration: try configuration("withdrawn-maker"))
        #expect(outcome.standardError.contains { $0.hasSuffix("The maker has left SnapFit, so this cannot be shown.") })
    }
}
