import SettingsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import SettingsPresentation

@MainActor
@Suite struct SettingsSceneTests {
    private func makeSUT(
        _ store: SpyPreferencesStore, language: Language = .english
    ) -> (any SettingsBusinessLogic, SceneRecording<SettingsScene.Outcome>) {
        let display = SceneRecording<SettingsScene.Outcome>()
        let sut = SettingsConfigurator.configure(
            display: display, dependencies: SettingsUseCases(.stubbed(preferences: store)), language: language)
        return (sut, display)
    }

    /// The settings the scene showed last, if it showed them last.
    private func settings(_ display: SceneRecording<SettingsScene.Outcome>) -> SettingsScene.ViewModel? {
        switch display.outcomes.last {
        case .settings(let viewModel)?: viewModel
        case .failed?, nil: nil
        }
    }

    @Test func show_givesEachSetting_withTheDefaultsOfOnesNotSet() throws {
        // Given
        let (sut, display) = makeSUT(SpyPreferencesStore(saved: Preferences(currency: .usd)))
        // When
        sut.show(request: .init())
        // Then
        let viewModel = try #require(settings(display))
        #expect(viewModel.title == "Settings")
        #expect(viewModel.rows.map(\.value) == ["en", "usd", "list"])
        #expect(viewModel.rows.map(\.valueLabel) == ["English", "US dollar (USD)", "a row per product"])
        #expect(viewModel.note == nil)
    }

    @Test func changingTheLanguage_answersInTheNewOne() throws {
        // Given
        let store = SpyPreferencesStore()
        let (sut, display) = makeSUT(store, language: .english)
        // When
        sut.change(request: .init(name: "lang", value: "ko"))
        // Then
        let viewModel = try #require(settings(display))
        #expect(viewModel.title == "설정")
        #expect(viewModel.note == "언어 설정을 저장했습니다: 한국어")
        #expect(store.saves == [Preferences(language: .korean)])
    }

    @Test func aChangeThatCannotBeSaved_saysItLastsForThisRun() throws {
        let (sut, display) = makeSUT(SpyPreferencesStore(keeps: false))
        sut.change(request: .init(name: "layout", value: "GRID"))
        let viewModel = try #require(settings(display))
        #expect(
            viewModel.note == "Layout is now cards in two columns for this run only: the home folder cannot be written."
        )
    }

    @Test(arguments: [
        ("lang", "EN", SettingChange.language(.english)), ("language", "ko", .language(.korean)),
        ("Currency", "usd", .currency(.usd)), ("layout", "grid", .layout(.grid)),
    ])
    func typedWords_readIntoAChange(name: String, value: String, change: SettingChange) throws {
        #expect(try SettingWords.change(name: name, value: value) == change)
    }

    @Test func unknownWords_areRefusedByTheScene_withTheChoices_andNothingIsSaved() throws {
        // Given
        let store = SpyPreferencesStore()
        let (english, display) = makeSUT(store)
        let (korean, koreanDisplay) = makeSUT(store, language: .korean)
        // When
        english.change(request: .init(name: "currency", value: "eur"))
        korean.change(request: .init(name: "theme", value: "dark"))
        // Then
        #expect(
            display.outcomes == [
                .failed(ErrorViewModel(kind: .usage, message: "'eur' is not a value of currency: use krw|usd."))
            ])
        #expect(
            koreanDisplay.outcomes == [
                .failed(
                    ErrorViewModel(kind: .usage, message: "'theme'이라는 설정은 없습니다: lang, currency, layout 중 하나를 고르세요."))
            ])
        #expect(store.saves.isEmpty)
    }
}
