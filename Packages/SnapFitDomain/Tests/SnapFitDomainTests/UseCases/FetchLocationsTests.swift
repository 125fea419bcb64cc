import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct FetchLocationsTests {
    @Test func fetch_unorderedLocations_returnsThemSortedById() async throws {
        // Given
        var repository = StubReferenceDataRepository()
        repository.onLocations = { [Location(id: 2, name: "부산"), Location(id: 1, name: "서울")] }
        let sut = FetchLocations(repository: repository)
        // When
        let locations = try await sut()
        // Then
        #expect(locations.map(\.name) == ["서울", "부산"])
    }

    @Test func fetch_repositoryTimesOut_passesTheErrorOn() async {
        // Given
        var repository = StubReferenceDataRepository()
        repository.onLocations = { () throws(DomainError) in throw .timedOut }
        let sut = FetchLocations(repository: repository)
        // When / Then
        await #expect(throws: DomainError.timedOut) { try await sut() }
    }
}
