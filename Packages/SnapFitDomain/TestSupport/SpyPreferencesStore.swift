import SnapFitDomain
import Synchronization

/// A `PreferencesStore` in memory that starts from `saved`, records every save, and keeps them unless told it
/// cannot (`keeps: false`, an unwritable home).
public final class SpyPreferencesStore: PreferencesStore {
    private let state: Mutex<(current: Preferences, saves: [Preferences])>
    private let keeps: Bool

    public init(saved: Preferences = Preferences(), keeps: Bool = true) {
        state = Mutex((saved, []))
        self.keeps = keeps
    }

    public var saves: [Preferences] { state.withLock { $0.saves } }

    public func load() -> Preferences { state.withLock { $0.current } }

    public func save(_ preferences: Preferences) -> Bool {
        state.withLock {
            $0.saves.append(preferences)
            if keeps { $0.current = preferences }
        }
        return keeps
    }
}
