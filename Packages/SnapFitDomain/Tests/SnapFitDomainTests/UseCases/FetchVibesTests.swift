import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct FetchVibesTests {
    @Test func fetch_unorderedVibes_returnsThemSortedById() async throws {
        // Given
        var repository = StubReferenceDataRepository()
        repository.onVibes = { [Vibe(id: 3, name: "키치"), Vibe(id: 1, name: "러블리"), Vibe(id: 2, name: "시크")] }
        let sut = FetchVibes(repository: repository)
        // When
        let vibes = try await sut()
        // Then
        #expect(vibes.map(\.id) == [1, 2, 3])
    }

    @Test func fetch_repositoryFails_passesTheErrorOn() async {
        // Given
        var repository = StubReferenceDataRepository()
        repository.onVibes = { () throws(DomainError) in throw .unreachable }
        let sut = FetchVibes(repository: repository)
        // When / Then
        await #expect(throws: DomainError.unreachable) { try await sut() }
    }
}
