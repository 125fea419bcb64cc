import Synchronization

/// A `CredentialStore` kept in memory: one web session's sign-in, which ends with the process; tests read what
/// was saved or cleared.
public final class InMemoryCredentialStore: CredentialStore {
    private let stored: Mutex<Credentials?>

    public init(_ credentials: Credentials? = nil) {
        stored = Mutex(credentials)
    }

    /// What is stored now.
    public var credentials: Credentials? { stored.withLock { $0 } }

    public func load() async -> Credentials? { credentials }
    public func save(_ credentials: Credentials) async { stored.withLock { $0 = credentials } }
    public func clear() async { stored.withLock { $0 = nil } }
}
