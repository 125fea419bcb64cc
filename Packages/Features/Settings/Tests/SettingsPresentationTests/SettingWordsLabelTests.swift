import Testing

@testable import SettingsPresentation

/// The name of each choice of a setting, as a list of choices shows it.
@Suite struct SettingWordsLabelTests {
    @Test func everyValueOfEverySetting_hasAName_inBothLanguages() {
        for (name, values) in SettingWords.values {
            for value in values {
                #expect(SettingWords.label(name: name, value: value, in: .english) != value)
                #expect(SettingWords.label(name: name, value: value, in: .korean) != value)
            }
        }
    }

    @Test func label_namesTheChoice() {
        #expect(SettingWords.label(name: "currency", value: "usd", in: .english) == "US dollar (USD)")
        #expect(SettingWords.label(name: "lang", value: "ko", in: .english) == "한국어")
    }

    @Test func anUnknownSettingOrValue_isShownAsItIs() {
        #expect(SettingWords.label(name: "layout", value: "tiles", in: .english) == "tiles")
        #expect(SettingWords.label(name: "theme", value: "dark", in: .english) == "dark")
    }
}
