import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@Suite struct ReferenceDataCacheTests {
    @Test func vibesAskedManyTimes_evenAtOnce_areFetchedOnce() async throws {
        // Given
        let fetches = Mutex(0)
        var source = StubReferenceDataRepository()
        source.onVibes = {
            fetches.withLock { $0 += 1 }
            return [Vibe(id: 1, name: "러블리")]
        }
        let sut = ReferenceDataCache(source: source)
        // When
        let results = try await withThrowingTaskGroup(of: [Vibe].self) { group in
            for _ in 0..<10 { group.addTask { try await sut.vibes() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let later = try await sut.vibes()
        // Then
        #expect(results.allSatisfy { $0 == [Vibe(id: 1, name: "러블리")] } && later == results.first)
        #expect(fetches.withLock { $0 } == 1)
    }

    @Test func failedFetch_isNotKept_theNextCallTriesAgain() async throws {
        // Given: the first fetch fails
        let fetches = Mutex(0)
        var source = StubReferenceDataRepository()
        source.onLocations = { () throws(DomainError) in
            let count = fetches.withLock {
                $0 += 1
                return $0
            }
            guard count > 1 else { throw .unreachable }
            return [Location(id: 1, name: "서울")]
        }
        let sut = ReferenceDataCache(source: source)
        // When
        await #expect(throws: DomainError.unreachable) { try await sut.locations() }
        let second = try await sut.locations()
        // Then
        #expect(second == [Location(id: 1, name: "서울")])
        #expect(fetches.withLock { $0 } == 2)
    }

    @Test func cancelledCaller_stopsWaitingAtOnce_andTheFetchGoesOnForTheOthers() async throws {
        // Given: a fetch that runs until the test lets it answer
        let (started, starting) = AsyncStream<Void>.makeStream()
        let (answer, answering) = AsyncStream<Void>.makeStream()
        let fetches = Mutex(0)
        var source = StubReferenceDataRepository()
        source.onVibes = {
            fetches.withLock { $0 += 1 }
            starting.yield()
            for await _ in answer { break }
            return [Vibe(id: 1, name: "러블리")]
        }
        let sut = ReferenceDataCache(source: source)
        let impatient = Task { () async throws(DomainError) -> [Vibe] in try await sut.vibes() }
        for await _ in started { break }
        // When
        impatient.cancel()
        // Then
        await #expect(throws: DomainError.cancelled) { try await impatient.value }
        let patient = Task { try await sut.vibes() }
        answering.yield()
        #expect(try await patient.value == [Vibe(id: 1, name: "러블리")])
        #expect(fetches.withLock { $0 } == 1)
    }
}
