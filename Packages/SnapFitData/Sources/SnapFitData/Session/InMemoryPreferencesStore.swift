import SnapFitDomain
import Synchronization

/// Settings kept in memory for one web session; saving always succeeds.
public final class InMemoryPreferencesStore: PreferencesStore {
    private let stored = Mutex(Preferences())

    public init() {}

    public func load() -> Preferences { stored.withLock { $0 } }

    public func save(_ preferences: Preferences) -> Bool {
        stored.withLock { $0 = preferences }
        return true
    }
}
