/// Fetches the known vibes in a stable order (by id): the server's order is unspecified.
public struct FetchVibes: Sendable {
    private let repository: any ReferenceDataRepository

    public init(repository: any ReferenceDataRepository) {
        self.repository = repository
    }

    public func callAsFunction() async throws(DomainError) -> [Vibe] {
        try await repository.vibes().sorted { $0.id < $1.id }
    }
}
