import SettingsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// The settings' use cases read and change the kernel's preferences store.
@Suite struct SettingsUseCasesTests {
    @Test(arguments: [
        (SettingChange.language(.english), Preferences(language: .english, currency: .usd)),
        (.currency(.krw), Preferences(language: .korean, currency: .krw)),
        (.layout(.grid), Preferences(language: .korean, currency: .usd, layout: .grid)),
    ])
    func aChange_setsItsOneSetting_keepsTheOthers_andIsSaved(change: SettingChange, expected: Preferences) {
        // Given
        let store = SpyPreferencesStore(saved: Preferences(language: .korean, currency: .usd))
        let sut = SettingsUseCases(.stubbed(preferences: store))
        // When
        let (preferences, kept) = sut.makeChangeSetting()(change)
        // Then
        #expect(kept && preferences == expected)
        #expect(store.saves == [expected])
        #expect(sut.makeFetchPreferences()() == expected)
    }

    @Test func aChangeThatCannotBeSaved_isInTheAnswer_andSaysSo() {
        let store = SpyPreferencesStore(keeps: false)
        let (preferences, kept) = SettingsUseCases(.stubbed(preferences: store)).makeChangeSetting()(.layout(.grid))
        #expect(!kept && preferences == Preferences(layout: .grid))
        #expect(store.load() == Preferences())
    }
}
