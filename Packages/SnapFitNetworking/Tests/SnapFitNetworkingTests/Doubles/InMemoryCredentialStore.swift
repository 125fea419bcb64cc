import SnapFitNetworking
import Synchronization

/// A `CredentialStore` kept in memory, so tests can read what was saved or cleared.
final class InMemoryCredentialStore: CredentialStore {
    private let stored: Mutex<Credentials?>

    init(_ credentials: Credentials?) {
        stored = Mutex(credentials)
    }

    var credentials: Credentials? { stored.withLock { $0 } }

    func load() async -> Credentials? { credentials }
    func save(_ credentials: Credentials) async { stored.withLock { $0 = credentials } }
    func clear() async { stored.withLock { $0 = nil } }
}
