/// Keeps the user's display settings between runs. Reading and writing are synchronous: the settings are a few
/// bytes, read when a screen is made.
public protocol PreferencesStore: Sendable {
    /// The settings saved last; empty when there are none or they cannot be read.
    func load() -> Preferences
    /// Replaces the saved settings. Returns `false` when they could not be kept (an unwritable home folder): they
    /// then last for this run only.
    func save(_ preferences: Preferences) -> Bool
}
