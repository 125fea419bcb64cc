import SettingsDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases the settings scene needs.
public protocol SettingsDependencies {
    func makeFetchPreferences() -> FetchPreferences
    func makeChangeSetting() -> ChangeSetting
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum SettingsConfigurator {
    public static func configure(
        display: any SettingsDisplayLogic, dependencies: some SettingsDependencies, language: Language
    ) -> any SettingsBusinessLogic {
        let presenter = SettingsPresenter(language: language)
        presenter.display = display
        return SettingsInteractor(
            presenter: presenter, fetchPreferences: dependencies.makeFetchPreferences(),
            changeSetting: dependencies.makeChangeSetting())
    }
}
