/// Fetches the known shooting regions in a stable order (by id): the server's order is unspecified.
public struct FetchLocations: Sendable {
    private let repository: any ReferenceDataRepository

    public init(repository: any ReferenceDataRepository) {
        self.repository = repository
    }

    public func callAsFunction() async throws(DomainError) -> [Location] {
        try await repository.locations().sorted { $0.id < $1.id }
    }
}
