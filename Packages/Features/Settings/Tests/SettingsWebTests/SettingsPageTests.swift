import SettingsWeb
import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitWebTestSupport
import Testing

/// `/settings` over an in-memory settings store: the form with each setting's choices, what a POST saves, and what
/// the scene refuses.
@MainActor
@Suite struct SettingsPageTests {
    private func browser(_ preferences: SpyPreferencesStore) -> TestBrowser {
        let services = StubServices(useCases: .stubbed(preferences: preferences))
        return TestBrowser(TestBrowser.app(over: services, features: [SettingsPages.feature]))
    }

    @Test func aChangeTheSceneRefuses_isA400WithItsWords_andAValidOneIsSaved() async {
        // Given
        let preferences = SpyPreferencesStore()
        let sut = browser(preferences)
        _ = await sut.get("/settings")
        // When
        let refused = await sut.post("/settings", [("layout", "tiles")])
        let saved = await sut.post("/settings", [("layout", "grid")])
        // Then
        #expect(refused.status == 400)
        #expect(refused.text.contains("&#39;tiles&#39; is not a value of layout: use list|grid."))
        #expect(saved.status == 303)
        #expect(preferences.saves == [Preferences(layout: .grid)])
    }

    @Test func theWholeFormWithOneChange_savesOnlyThatOne() async throws {
        // Given: the form's choices as the page selects them
        let preferences = SpyPreferencesStore()
        let sut = browser(preferences)
        let page = await sut.get("/settings").text
        var fields: [(String, String)] = []
        for name in ["lang", "currency", "layout"] {
            let select = try #require(page.range(of: "name=\"\(name)\">"))
            let rest = page[select.upperBound...]
            let selected = try #require(rest.range(of: "\" selected>"))
            let value = try #require(rest[..<selected.lowerBound].range(of: "value=\"", options: .backwards))
            fields.append((name, String(rest[value.upperBound..<selected.lowerBound])))
        }
        // When: the whole form, as a browser sends it, with only the layout changed
        let sent = fields.map { name, value in
            name == "layout" ? (name, value == "grid" ? "list" : "grid") : (name, value)
        }
        let saved = await sut.post("/settings", sent)
        // Then
        #expect(saved.status == 303)
        #expect(preferences.saves.count == 1)
    }

    @Test func thePage_isTheMenusSettings_andTakesGetHeadAndPost() async {
        let sut = browser(SpyPreferencesStore())
        let page = await sut.get("/settings")
        let other = await sut.get("/settings", method: "DELETE")
        #expect(page.status == 200 && page.text.contains("href=\"/settings\" aria-current=\"page\""))
        #expect(other.status == 405 && other.header("Allow") == "GET, HEAD, POST")
    }
}
