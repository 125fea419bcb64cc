/// An `Authenticator` over a `CredentialStore` whose refresh is shared by every concurrent caller.
/// A refresh the server refuses clears the session (`sessionExpired`); one that never reached the server
/// (no connection, timeout) keeps it and reports that failure, so a network blip does not sign the user out.
public actor BearerAuthenticator: Authenticator {
    private let store: any CredentialStore
    private let refresh: @Sendable (Credentials) async throws(NetworkError) -> Credentials
    private let isExpiry: @Sendable (HTTPFailure) -> Bool
    private var refreshInFlight: Task<Result<String, NetworkError>, Never>?

    /// - Parameters:
    ///   - store: where the tokens are read, replaced after a refresh, and cleared when a refresh is refused.
    ///   - isExpiry: which 401 answers mean an expired access token (by default, every one).
    ///   - refresh: exchanges the stored credentials for new ones (e.g. by calling a refresh endpoint).
    public init(
        store: any CredentialStore, isExpiry: @escaping @Sendable (HTTPFailure) -> Bool = { _ in true },
        refresh: @escaping @Sendable (Credentials) async throws(NetworkError) -> Credentials
    ) {
        self.store = store
        self.isExpiry = isExpiry
        self.refresh = refresh
    }

    public nonisolated func refreshes(after failure: HTTPFailure) -> Bool {
        isExpiry(failure)
    }

    public func accessToken() async -> String? {
        await store.load()?.accessToken
    }

    public func refreshedAccessToken(replacing rejected: String) async throws(NetworkError) -> String {
        if let refreshInFlight {
            return try await refreshInFlight.value.get()
        }
        let task = Task { await renew(replacing: rejected) }
        refreshInFlight = task
        let result = await task.value
        if refreshInFlight == task {
            refreshInFlight = nil
        }
        return try result.get()
    }

    private func renew(replacing rejected: String) async -> Result<String, NetworkError> {
        guard let current = await store.load() else { return .failure(.sessionExpired) }
        guard current.accessToken == rejected else { return .success(current.accessToken) }
        do {
            let renewed = try await refresh(current)
            await store.save(renewed)
            return .success(renewed.accessToken)
        } catch {
            if error.isTransportFailure { return .failure(error) }
            await store.clear()
            return .failure(.sessionExpired)
        }
    }
}
