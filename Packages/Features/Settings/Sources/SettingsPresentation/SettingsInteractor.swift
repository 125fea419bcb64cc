import SettingsDomain
import SnapFitDomain
import SnapFitPresentation

/// What the settings screen can ask for.
public protocol SettingsBusinessLogic: AnyObject {
    func show(request: SettingsScene.Show.Request)
    func change(request: SettingsScene.Change.Request)
}

/// Reads the settings in force, or reads a change as typed and keeps it, and hands the outcome (or why the change
/// cannot be read) to the presenter.
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
        let change: SettingChange
        do throws(SettingRefusal) {
            change = try SettingWords.change(name: request.name, value: request.value)
        } catch {
            presenter.presentRefusal(error)
            return
        }
        let (preferences, kept) = changeSetting(change)
        presenter.presentChange(response: .init(change: change, preferences: preferences, kept: kept))
    }
}
