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
        var changed = sut.load()
        changed.currency = .krw
        let kept = sut.save(changed)
        // Then: the change is saved and in force; the other run-only value is neither saved nor dropped
        #expect(kept)
        #expect(sut.load() == Preferences(language: .english, currency: .krw, layout: .grid))
        #expect(saved.saves == [Preferences(language: .korean, currency: .krw, layout: .grid)])
    }

    @Test func aChangeThatCannotBeSaved_lastsForThisRun() {
        // Given
        let saved = SpyPreferencesStore(keeps: false)
        let sut = OverriddenPreferences(saved: saved, overrides: Preferences())
        // When
        let kept = sut.save(Preferences(layout: .grid))
        // Then
        #expect(!kept)
        #expect(sut.load().layout == .grid)
        #expect(FetchPreferences(preferences: sut)().layout == .grid)
        #expect(saved.load() == Preferences())
    }

    @Test func aChangedLanguage_isSavedAlone() {
        let saved = SpyPreferencesStore()
        let sut = OverriddenPreferences(saved: saved, overrides: Preferences(layout: .grid))
        var changed = sut.load()
        changed.language = .korean
        _ = sut.save(changed)
        #expect(saved.saves == [Preferences(language: .korean)])
        #expect(sut.load() == Preferences(language: .korean, layout: .grid))
    }
}
