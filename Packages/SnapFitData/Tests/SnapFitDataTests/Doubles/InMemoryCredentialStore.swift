import SnapFitNetworking
import Synchronization

/// A `CredentialStore` in memory, starting with `initial`.
final class InMemoryCredentialStore: CredentialStore {
    private let stored: Mutex<Credentials?>

    init(_ initial: Credentials? = nil) {
        stored = Mutex(initial)
    }

    var current: Credentials? { stored.withLock { $0 } }

    func load() async -> Credentials? { current }
    func save(_ credentials: Credentials) async { stored.withLock { $0 = credentials } }
    func clear() async { stored.withLock { $0 = nil } }
}
