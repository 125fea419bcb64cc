import SnapFitDomain

/// Changes one display setting and keeps it for the next runs.
public struct ChangeSetting: Sendable {
    private let preferences: any PreferencesStore

    public init(preferences: any PreferencesStore) {
        self.preferences = preferences
    }

    /// The settings after the change, and whether they were kept (`false`: they last for this run only).
    public func callAsFunction(_ change: SettingChange) -> (preferences: Preferences, kept: Bool) {
        let changed = change.applied(to: preferences.load())
        return (changed, preferences.save(changed))
    }
}
