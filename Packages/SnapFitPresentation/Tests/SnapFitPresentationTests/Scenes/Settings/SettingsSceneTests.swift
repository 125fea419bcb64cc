import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitPresentation

@MainActor
final class SettingsDisplaySpy: SettingsDisplayLogic {
    private(set) var viewModels: [SettingsScene.ViewModel] = []

    func displaySettings(viewModel: SettingsScene.ViewModel) { viewModels.append(viewModel) }
}

@MainActor
@Suite struct SettingsSceneTests {
    private func makeSUT(
        _ store: SpyPreferencesStore, language: Language = .english
    ) -> (any SettingsBusinessLogic, SettingsDisplaySpy) {
        let display = SettingsDisplaySpy()
        let sut = SettingsConfigurator.configure(
            display: display, dependencies: UseCaseFactory.stubbed(preferences: store), language: language)
        return (sut, display)
    }

    @Test func show_givesEachSetting_withTheDefaultsOfOnesNotSet() throws {
        // Given
        let (sut, display) = makeSUT(SpyPreferencesStore(saved: Preferences(currency: .usd)))
        // When
        sut.show(request: .init())
        // Then
        let viewModel = try #require(display.viewModels.first)
        #expect(viewModel.title == "Settings")
        #expect(viewModel.rows.map(\.value) == ["en", "usd", "list"])
        #expect(viewModel.rows.map(\.valueLabel) == ["English", "US dollar (USD)", "list: one row per product"])
        #expect(viewModel.note == nil)
    }

    @Test func changingTheLanguage_answersInTheNewOne() throws {
        // Given
        let store = SpyPreferencesStore()
        let (sut, display) = makeSUT(store, language: .english)
        // When
        sut.change(request: .init(change: .language(.korean)))
        // Then
        let viewModel = try #require(display.viewModels.first)
        #expect(viewModel.title == "설정")
        #expect(viewModel.note == "언어: 한국어 (저장했습니다)")
        #expect(store.saves == [Preferences(language: .korean)])
    }

    @Test func aChangeThatCannotBeSaved_saysItLastsForThisRun() throws {
        let (sut, display) = makeSUT(SpyPreferencesStore(keeps: false))
        sut.change(request: .init(change: .layout(.grid)))
        let viewModel = try #require(display.viewModels.first)
        #expect(
            viewModel.note == "Layout: grid: cards in two columns (this run only: the home folder cannot be written)")
    }

    @Test(arguments: [
        ("lang", "EN", SettingChange.language(.english)), ("language", "ko", .language(.korean)),
        ("Currency", "usd", .currency(.usd)), ("layout", "grid", .layout(.grid)),
    ])
    func setWords_readIntoAChange(name: String, value: String, change: SettingChange) throws {
        #expect(try SettingWords.change(name: name, value: value, language: .english) == change)
    }

    @Test func unknownWords_areRefusedWithTheChoices() {
        #expect(throws: SettingRefusal(message: "'eur' is not a value of currency: use krw|usd.")) {
            try SettingWords.change(name: "currency", value: "eur", language: .english)
        }
        #expect(throws: SettingRefusal(message: "'theme'이라는 설정은 없습니다: lang, currency, layout 중 하나를 고르세요.")) {
            try SettingWords.change(name: "theme", value: "dark", language: .korean)
        }
    }
}
