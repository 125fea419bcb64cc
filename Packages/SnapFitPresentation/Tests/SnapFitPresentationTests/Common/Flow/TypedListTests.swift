import SnapFitPresentation
import Testing

@Suite struct TypedListTests {
    @Test func items_areSplitAtCommas_withoutSpacesOrEmptyEntries() {
        #expect(TypedList.items(" lovely, 시크 ,,calm ") == ["lovely", "시크", "calm"])
        #expect(TypedList.items(" , ").isEmpty)
    }
}
