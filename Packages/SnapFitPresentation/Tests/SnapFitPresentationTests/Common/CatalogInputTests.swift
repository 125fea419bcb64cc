import SnapFitDomain
import Testing

@testable import SnapFitPresentation

@Suite struct CatalogInputTests {
    @Test func vibes_byNumberGlossOrName_becomeTheCatalogsNames_andAnythingElseStaysAsTyped() {
        let known = [Vibe(id: 1, name: "러블리"), Vibe(id: 2, name: "시크")]
        #expect(CatalogInput.vibes([" 2", "lovely", "시크", "9", "x"], known: known) == ["시크", "러블리", "시크", "9", "x"])
    }

    @Test func locations_byNumberOrName() {
        let known = [Location(id: 1, name: "서울"), Location(id: 2, name: "부산")]
        #expect(CatalogInput.locations(["2", "서울", "3"], known: known) == ["부산", "서울", "3"])
    }
}
