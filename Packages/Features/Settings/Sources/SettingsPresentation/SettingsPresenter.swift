import SettingsDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns the settings into view models: in the scene's language, or in the new one after `set lang`.
public protocol SettingsPresentationLogic: AnyObject {
    func presentSettings(response: SettingsScene.Show.Response)
    func presentChange(response: SettingsScene.Change.Response)
    func presentRefusal(_ refusal: SettingRefusal)
}

public final class SettingsPresenter: SettingsPresentationLogic {
    public weak var display: (any SettingsDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentSettings(response: SettingsScene.Show.Response) {
        display?.displaySettings(viewModel: Self.viewModel(response.preferences, note: nil, language: language))
    }

    public func presentChange(response: SettingsScene.Change.Response) {
        let language = response.preferences.language.map(Language.init) ?? language
        let row = Self.rows(response.preferences, language: language).first { $0.name == response.change.name }
        let (label, value) = (row?.label ?? response.change.name, row?.valueLabel ?? "")
        let note =
            response.kept
            ? language.pick("\(label) 설정을 저장했습니다: \(value)", "\(label) is now \(value), saved.")
            : language.pick(
                "\(label) 설정은 이번 실행에만 적용됩니다 (홈 폴더에 저장할 수 없음): \(value)",
                "\(label) is now \(value) for this run only: the home folder cannot be written.")
        display?.displaySettings(viewModel: Self.viewModel(response.preferences, note: note, language: language))
    }

    public func presentRefusal(_ refusal: SettingRefusal) {
        display?.displayError(viewModel: ErrorViewModel(kind: .usage, message: refusal.message(in: language)))
    }

    static func viewModel(
        _ preferences: Preferences, note: String?, language: Language
    ) -> SettingsScene.ViewModel {
        .init(title: language.pick("설정", "Settings"), rows: rows(preferences, language: language), note: note)
    }

    /// One row per setting; one not set shows its default (the scene's language, won, the list).
    static func rows(_ preferences: Preferences, language: Language) -> [SettingsScene.Row] {
        let shown = preferences.language.map(Language.init) ?? language
        let currency = preferences.currencyInForce
        let layout = preferences.layoutInForce
        return [
            .init(
                name: "lang", label: language.pick("언어", "Language"), value: shown.rawValue,
                valueLabel: SettingWords.label(shown, in: language)),
            .init(
                name: "currency", label: language.pick("통화", "Currency"), value: currency.rawValue,
                valueLabel: SettingWords.label(currency, in: language)),
            .init(
                name: "layout", label: language.pick("목록 모양", "Layout"), value: layout.rawValue,
                valueLabel: SettingWords.label(layout, in: language)),
        ]
    }
}

extension SettingChange {
    /// The setting's name as `set` takes it.
    var name: String {
        switch self {
        case .language: "lang"
        case .currency: "currency"
        case .layout: "layout"
        }
    }
}
