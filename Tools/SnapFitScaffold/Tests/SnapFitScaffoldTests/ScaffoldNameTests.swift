import SnapFitScaffoldKit
import Testing

@Suite struct ScaffoldNameTests {
    @Test func spellings_forTypesPropertiesAndCommands() throws {
        let sut = try ScaffoldName("GiftCard2")
        #expect(sut.upper == "GiftCard2")
        #expect(sut.lower == "giftCard2")
        #expect(sut.kebab == "gift-card2")
    }

    @Test(arguments: [
        ("GiftCards", "GiftCard", "GiftCards"), ("GiftCard", "GiftCard", "GiftCards"),
        ("Category", "Category", "Categories"), ("Categories", "Category", "Categories"), ("Day", "Day", "Days"),
        ("Address", "Address", "Addresses"), ("Addresses", "Address", "Addresses"), ("Box", "Box", "Boxes"),
    ])
    func singularAndPlural(name: String, one: String, many: String) throws {
        let sut = try ScaffoldName(name)
        #expect(sut.singular.upper == one)
        #expect(sut.plural.upper == many)
    }

    @Test func anAcronym_staysOneWord() throws {
        let sut = try ScaffoldName("QRCode")
        #expect(sut.lower == "qrCode")
        #expect(sut.kebab == "qr-code")
        #expect(try ScaffoldName("PhotoURLList").kebab == "photo-url-list")
    }

    @Test(arguments: [
        "coupon", "Gift Card", "Gift-Card", "쿠폰", "", "Scene", "String", "Data", "Tests",
        String(repeating: "A", count: 41),
    ])
    func notAName_isRefusedWithWhy(name: String) {
        #expect(throws: ScaffoldError.self) { try ScaffoldName(name) }
    }
}
