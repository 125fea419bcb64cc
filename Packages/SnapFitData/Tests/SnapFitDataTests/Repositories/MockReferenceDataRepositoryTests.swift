import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import Testing

@Suite struct MockReferenceDataRepositoryTests {
    @Test func vibes_standardCatalog_areTheEightSeededVibes() async throws {
        let sut = MockReferenceDataRepository(catalog: .standard)
        let vibes = try await sut.vibes()
        #expect(vibes.count == 8)
        #expect(vibes.first == Vibe(id: 1, name: "러블리"))
    }

    @Test func locations_standardCatalog_areTheSeededRegions() async throws {
        let sut = MockReferenceDataRepository(catalog: .standard)
        let locations = try await sut.locations()
        #expect(locations.map(\.name) == SeedCatalog.standard.locations.map(\.name))
    }
}
