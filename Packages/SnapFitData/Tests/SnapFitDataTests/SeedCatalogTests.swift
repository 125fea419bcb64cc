import SnapFitFixtures
import Testing

@Suite struct SeedCatalogTests {
    @Test func standard_hasTheContractsEightVibesWithUniqueIds() {
        let catalog = SeedCatalog.standard
        #expect(catalog.vibes.map(\.name) == ["러블리", "시크", "키치", "차분함", "하이틴", "빈티지", "몽환적", "밝은"])
        #expect(Set(catalog.vibes.map(\.id)).count == 8)
    }

    @Test func standard_hasKoreasSeventeenRegionsWithUniqueIds() {
        let catalog = SeedCatalog.standard
        #expect(catalog.locations.count == 17)
        #expect(Set(catalog.locations.map(\.id)).count == 17)
        #expect(catalog.locations.first?.name == "서울")
    }
}
