import SnapFitDomain

/// What the settings screen can ask for.
@MainActor
public protocol SettingsBusinessLogic: AnyObject {
    func show(request: SettingsScene.Show.Request)
    func change(request: SettingsScene.Change.Request)
}

/// Reads the settings in force, or changes one and keeps it, and hands the outcome to the presenter.
@MainActor
public final class SettingsInteractor: SettingsBusinessLogic {
    private let presenter: any SettingsPresentationLogic
    private let fetchPreferences: FetchPreferences
    private let changeSetting: ChangeSetting

    public init(
        presenter: any SettingsPresentationLogic, fetchPreferences: FetchPreferences, changeSetting: ChangeSetting
    ) {
        self.presenter = presenter
        self.fetchPreferences = fetchPreferences
        self.changeSetting = changeSetting
    }

    public func show(request: SettingsScene.Show.Request) {
        presenter.presentSettings(response: .init(preferences: fetchPreferences()))
    }

    public func change(request: SettingsScene.Change.Request) {
        let (preferences, kept) = changeSetting(request.change)
        presenter.presentChange(response: .init(change: request.change, preferences: preferences, kept: kept))
    }
}
