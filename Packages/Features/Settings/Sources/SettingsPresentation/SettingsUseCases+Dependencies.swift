import SettingsDomain
import SnapFitPresentation

/// The feature's use cases give the settings scene what it depends on.
extension SettingsUseCases: SettingsDependencies {}
