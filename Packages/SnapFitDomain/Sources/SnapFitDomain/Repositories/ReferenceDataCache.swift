/// The catalog's reference data fetched once and kept for the life of the process: vibes and regions change with
/// releases of the server, not between requests. Callers that ask at the same time share one fetch; a failed fetch
/// is not kept, so the next call tries again.
public actor ReferenceDataCache: ReferenceDataRepository {
    private let source: any ReferenceDataRepository
    private var vibesFetch: Task<Result<[Vibe], DomainError>, Never>?
    private var locationsFetch: Task<Result<[Location], DomainError>, Never>?

    public init(source: any ReferenceDataRepository) {
        self.source = source
    }

    public func vibes() async throws(DomainError) -> [Vibe] {
        let fetch = vibesFetch ?? Self.start { [source] () throws(DomainError) in try await source.vibes() }
        vibesFetch = fetch
        let result = await fetch.value
        if case .failure = result, vibesFetch == fetch { vibesFetch = nil }
        return try result.get()
    }

    public func locations() async throws(DomainError) -> [Location] {
        let fetch = locationsFetch ?? Self.start { [source] () throws(DomainError) in try await source.locations() }
        locationsFetch = fetch
        let result = await fetch.value
        if case .failure = result, locationsFetch == fetch { locationsFetch = nil }
        return try result.get()
    }

    private static func start<Value: Sendable>(
        _ fetch: @escaping @Sendable () async throws(DomainError) -> Value
    ) -> Task<Result<Value, DomainError>, Never> {
        Task {
            do throws(DomainError) {
                return .success(try await fetch())
            } catch {
                return .failure(error)
            }
        }
    }
}
