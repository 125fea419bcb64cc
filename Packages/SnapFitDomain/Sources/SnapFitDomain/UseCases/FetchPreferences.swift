/// The display settings in force: those given for this run over those saved.
public struct FetchPreferences: Sendable {
    private let preferences: any PreferencesStore

    public init(preferences: any PreferencesStore) {
        self.preferences = preferences
    }

    public func callAsFunction() -> Preferences { preferences.load() }
}
