import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct PreferencesTests {
    @Test func thisRunsValues_winOverTheSaved_untilASettingIsChanged() {
        // Given
        let saved = SpyPreferencesStore(saved: Preferences(language: .korean, currency: .krw, layout: .grid))
        let sut = OverriddenPreferences(saved: saved, overrides: Preferences(language: .english, currency: .usd))
        // Then
        #expect(sut.load() == Preferences(language: .english, currency: .usd, layout: .grid))
        // When
        let (preferences, kept) = ChangeSetting(preferences: sut)(.currency(.krw))
        // Then: the change is saved and in force; the other run-only value is neither saved nor dropped
        #expect(kept)
        #expect(preferences == Preferences(language: .english, currency: .krw, layout: .grid))
        #expect(saved.saves == [Preferences(language: .korean, currency: .krw, layout: .grid)])
    }

    @Test func aChangeThatCannotBeSaved_lastsForThisRun() {
        // Given
        let saved = SpyPreferencesStore(keeps: false)
        let sut = OverriddenPreferences(saved: saved, overrides: Preferences())
        // When
        let (preferences, kept) = ChangeSetting(preferences: sut)(.layout(.grid))
        // Then
        #expect(!kept)
        #expect(preferences.layout == .grid)
        #expect(FetchPreferences(preferences: sut)().layout == .grid)
        #expect(saved.load() == Preferences())
    }

    @Test func aChangedLanguage_isSavedAlone() {
        let saved = SpyPreferencesStore()
        let sut = OverriddenPreferences(saved: saved, overrides: Preferences(layout: .grid))
        _ = ChangeSetting(preferences: sut)(.language(.korean))
        #expect(saved.saves == [Preferences(language: .korean)])
        #expect(sut.load() == Preferences(language: .korean, layout: .grid))
    }
}
