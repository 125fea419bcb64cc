import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitApp

/// `settings` and `set` over an in-memory settings store.
@MainActor
@Suite struct SettingsCommandsTests {
    @Test func set_savesTheSetting_andShowsThemAll() async {
        // Given
        let store = SpyPreferencesStore()
        // When
        let outcome = await runScript(
            ["set currency USD", "settings"], services: StubServices(useCases: .stubbed(preferences: store)))
        // Then
        #expect(outcome.exitCode == .success)
        #expect(store.saves == [Preferences(currency: .usd)])
        let settings = [
            "Settings", "  Language  English (lang en)", "  Currency  US dollar (USD) (currency usd)",
            "  Layout    list: one row per product (layout list)",
        ]
        #expect(outcome.standardOutput == settings + ["Currency: US dollar (USD) (saved)"] + settings)
    }

    @Test func json_carriesTheRowsAndTheNote() async throws {
        let outcome = await runCommand(
            ["set", "layout", "grid"], services: StubServices(useCases: .stubbed(preferences: SpyPreferencesStore())),
            configuration: makeConfiguration(json: true))
        let data = try #require(jsonObject(outcome.standardOutput[0])?["data"] as? [String: Any])
        #expect((data["rows"] as? [[String: Any]])?.last?["value"] as? String == "grid")
        #expect(data["note"] as? String == "Layout: grid: cards in two columns (saved)")
    }

    @Test(arguments: [["set", "theme", "dark"], ["set", "currency", "eur"], ["set", "lang"]])
    func wrongWords_areUsageErrors_andChangeNothing(words: [String]) async {
        let store = SpyPreferencesStore()
        let outcome = await runCommand(words, services: StubServices(useCases: .stubbed(preferences: store)))
        #expect(outcome.exitCode == .usage)
        #expect(store.saves.isEmpty)
        #expect(outcome.standardError.first?.hasPrefix("error: ") == true)
        #expect(outcome.standardError.last == "Usage: set <lang|currency|layout> <value>")
    }

    @Test func aValueTheSceneRefuses_isWordedByTheScene() async {
        let outcome = await runCommand(["set", "layout", "tiles"], services: StubServices())
        #expect(outcome.standardError.first == "error: 'tiles' is not a value of layout: use list|grid.")
    }
}
