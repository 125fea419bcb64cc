import SnapFitScaffoldKit
import Testing

@Suite struct ScaffoldNameTests {
    @Test func spellings_forTypesPropertiesAndCommands() throws {
        let sut = try ScaffoldName("GiftCard2")
        #expect(sut.upper == "GiftCard2")
        #expect(sut.lower == "giftCard2")
        #expect(sut.kebab == "gift-card2")
    }

    @Test(arguments: ["coupon", "Gift Card", "Gift-Card", "쿠폰", "", "Scene", "String"])
    func notAName_isRefusedWithWhy(name: String) {
        #expect(throws: ScaffoldError.self) { try ScaffoldName(name) }
    }
}
