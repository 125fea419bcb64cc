import Foundation

/// The saved settings under the ones given for this run (`--currency usd`): reading gives the run's value where
/// there is one. A changed setting is saved and becomes this run's value too, so it shows at once even when it
/// cannot be saved; the other run-only values are neither saved nor dropped. (A lock of Foundation's: the domain
/// imports nothing else.)
public final class OverriddenPreferences: PreferencesStore, @unchecked Sendable {
    private let saved: any PreferencesStore
    private let lock = NSLock()
    private var overrides: Preferences

    public init(saved: any PreferencesStore, overrides: Preferences) {
        self.saved = saved
        self.overrides = overrides
    }

    public func load() -> Preferences {
        let overrides = lock.withLock { self.overrides }
        return saved.load().overridden(by: overrides)
    }

    public func save(_ preferences: Preferences) -> Bool {
        let current = load()
        var kept = saved.load()
        lock.withLock {
            if preferences.language != current.language {
                kept.language = preferences.language
                overrides.language = preferences.language
            }
            if preferences.currency != current.currency {
                kept.currency = preferences.currency
                overrides.currency = preferences.currency
            }
            if preferences.layout != current.layout {
                kept.layout = preferences.layout
                overrides.layout = preferences.layout
            }
        }
        return saved.save(kept)
    }
}
