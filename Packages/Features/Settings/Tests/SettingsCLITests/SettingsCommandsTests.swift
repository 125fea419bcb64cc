import SettingsCLI
import SnapFitApp
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// `settings` and `set` over an in-memory settings store.
@MainActor
@Suite struct SettingsCommandsTests {
    private let commands = CommandTable.standard.adding(SettingsCommands.all)

    private func script(_ lines: [String], _ store: SpyPreferencesStore) async -> RunOutcome {
        await ApplicationRun.script(
            lines, services: StubServices(useCases: .stubbed(preferences: store)), configuration: .forTests(),
            commands: commands)
    }

    private func command(
        _ words: [String], _ store: SpyPreferencesStore = SpyPreferencesStore(), json: Bool = false
    ) async -> RunOutcome {
        await ApplicationRun.command(
            words, services: StubServices(useCases: .stubbed(preferences: store)), configuration: .forTests(json: json),
            commands: commands)
    }

    @Test func set_savesTheSetting_andShowsThemAll() async {
        // Given
        let store = SpyPreferencesStore()
        // When
        let outcome = await script(["set currency USD", "settings"], store)
        // Then
        #expect(outcome.exitCode == .success)
        #expect(store.saves == [Preferences(currency: .usd)])
        let settings = [
            "Settings", "  Language  English  set lang en", "  Currency  US dollar (USD)  set currency usd",
            "  Layout    a row per product  set layout list",
        ]
        #expect(outcome.standardOutput == ["Currency is now US dollar (USD), saved."] + settings + settings)
    }

    @Test func json_carriesTheRowsAndTheNote() async throws {
        let outcome = await command(["set", "layout", "grid"], json: true)
        let data = try #require(jsonObject(outcome.standardOutput[0])?["data"] as? [String: Any])
        #expect((data["rows"] as? [[String: Any]])?.last?["value"] as? String == "grid")
        #expect(data["note"] as? String == "Layout is now cards in two columns, saved.")
    }

    @Test(arguments: [["set", "theme", "dark"], ["set", "currency", "eur"], ["set", "lang"]])
    func wrongWords_areUsageErrors_andChangeNothing(words: [String]) async {
        let store = SpyPreferencesStore()
        let outcome = await command(words, store)
        #expect(outcome.exitCode == .usage)
        #expect(store.saves.isEmpty)
        #expect(outcome.standardError.first?.hasPrefix("error: ") == true)
        #expect(outcome.standardError.last == "Usage: set <lang|currency|layout> <value>")
    }

    @Test func aValueTheSceneRefuses_isWordedByTheScene() async {
        let outcome = await command(["set", "layout", "tiles"])
        #expect(outcome.standardError.first == "error: 'tiles' is not a value of layout: use list|grid.")
    }

    @Test func help_givesEachCommandsOwnSummary() async {
        let settings = await command(["help", "settings"]).standardOutput.joined(separator: "\n")
        let set = await command(["help", "set"]).standardOutput.joined(separator: "\n")
        #expect(settings.contains("the language, currency and layout in force"))
        #expect(set.contains("set <lang|currency|layout> <value>") && set.contains("change one setting and save it"))
    }
}
