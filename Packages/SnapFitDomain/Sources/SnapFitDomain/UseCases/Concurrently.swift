/// Helps run loads side by side with `async let` without losing their typed errors (a feature's use cases too).
public enum Concurrently {
    /// Runs `body` and keeps its outcome, error included, to be read with `get()`.
    public static func outcome<T: Sendable>(
        _ body: () async throws(DomainError) -> T
    ) async -> Result<T, DomainError> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}
