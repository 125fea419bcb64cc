import Foundation

/// The saved settings under the ones given for this run (`--currency usd`): reading gives the run's value where
/// there is one. A changed setting is saved and becomes this run's value too, so it shows at once even when it
/// cannot be saved; the other run-only values are neither saved nor dropped. The saved settings are read once: the
/// language is asked for several times per command. (A lock of Foundation's: the domain imports nothing else.)
public final class OverriddenPreferences: PreferencesStore, @unchecked Sendable {
    private let saved: any PreferencesStore
    private let lock = NSLock()
    private var overrides: Preferences
    /// What `saved` holds, once read.
    private var savedCopy: Preferences?

    public init(saved: any PreferencesStore, overrides: Preferences) {
        self.saved = saved
        self.overrides = overrides
    }

    public func load() -> Preferences {
        lock.withLock { savedLocked().overridden(by: overrides) }
    }

    public func save(_ preferences: Preferences) -> Bool {
        let kept = lock.withLock {
            let changes = preferences.changes(from: savedLocked().overridden(by: overrides))
            overrides = overrides.overridden(by: changes)
            return savedLocked().overridden(by: changes)
        }
        guard saved.save(kept) else { return false }
        lock.withLock { savedCopy = kept }
        return true
    }

    /// The saved settings, read on first need; call with the lock held.
    private func savedLocked() -> Preferences {
        if let savedCopy { return savedCopy }
        let read = saved.load()
        savedCopy = read
        return read
    }
}
