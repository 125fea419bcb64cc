import Foundation
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitDomain
import Testing

@testable import SnapFitApp

/// Settings over the whole DEV stack: kept in the phase's home folder between runs, under this run's options.
@MainActor
@Suite struct SettingsPersistenceTests {
    @Test func aSavedLanguage_speaksInTheNextRun_unlessThisRunSaysOtherwise() async {
        // Given
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-settings-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        var configuration = AppConfiguration.forTests()
        configuration.home = home
        // When
        _ = await runCommand(["set", "lang", "ko"], configuration: configuration)
        let next = await runCommand(["settings"], configuration: configuration)
        var english = configuration
        english.preferences = Preferences(language: .english)
        let overridden = await runCommand(["vibes"], configuration: english)
        // Then
        #expect(next.standardOutput.first == "설정")
        #expect(next.standardOutput.dropFirst().first?.contains("한국어  set lang ko") == true)
        #expect(overridden.standardOutput.first == "Vibes")
    }

    @Test func setLang_inAScript_changesTheFollowingLines() async {
        let outcome = await runScript(["vibes", "set lang ko", "vibes"])
        #expect(outcome.standardOutput.first == "Vibes")
        #expect(outcome.standardOutput.contains("분위기"))
    }
}
