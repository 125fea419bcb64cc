import SnapFitDomain
import Testing

@Suite struct ProfileRulesTests {
    private let known = [Vibe(id: 1, name: "러블리"), Vibe(id: 2, name: "시크")]

    @Test(arguments: ["스냅", "  스냅러버  ", "12345678"])
    func nickname_twoToEightCharacters_isAcceptedTrimmed(input: String) throws {
        #expect(try ProfileRules.nickname(input) == input.trimmingCharacters(in: .whitespaces))
    }

    @Test func nickname_oneCharacter_isTooShort() {
        #expect(throws: DomainError.validation(.init(field: .nickname, reason: .tooShort(min: 2)))) {
            try ProfileRules.nickname(" 스 ")
        }
    }

    @Test func nickname_nineCharacters_isTooLong() {
        #expect(throws: DomainError.validation(.init(field: .nickname, reason: .tooLong(max: 8)))) {
            try ProfileRules.nickname("가나다라마바사아자")
        }
    }

    @Test func vibes_knownNamesAnyCase_comeBackAsTheCatalogSpellsThem() throws {
        let known = [Vibe(id: 1, name: "Lovely"), Vibe(id: 2, name: "시크")]
        #expect(try ProfileRules.vibes(["lovely", "시크"], known: known) == ["Lovely", "시크"])
    }

    @Test func vibes_noneThreeUnknownOrRepeated_areRefusedNamingTheReason() {
        #expect(throws: DomainError.validation(.init(field: .vibes, reason: .tooShort(min: 1)))) {
            try ProfileRules.vibes([], known: known)
        }
        #expect(throws: DomainError.validation(.init(field: .vibes, reason: .tooLong(max: 2)))) {
            try ProfileRules.vibes(["러블리", "시크", "키치"], known: known)
        }
        #expect(throws: DomainError.validation(.init(field: .vibes, reason: .unknown("유니크", known: ["러블리", "시크"])))) {
            try ProfileRules.vibes(["유니크"], known: known)
        }
        #expect(throws: DomainError.validation(.init(field: .vibes, reason: .duplicate("러블리")))) {
            try ProfileRules.vibes(["러블리", "러블리"], known: known)
        }
    }

    @Test func vibes_nameTypedDecomposed_isUnknown_asTheServerComparesCodeUnits() {
        // Given: 러블리 in NFD, canonically equivalent to the catalog's NFC spelling
        let decomposed = "러블리".decomposedStringWithCanonicalMapping
        // Then
        #expect(
            throws: DomainError.validation(.init(field: .vibes, reason: .unknown(decomposed, known: ["러블리", "시크"])))
        ) {
            try ProfileRules.vibes([decomposed], known: known)
        }
    }

    @Test func vibesAndLocations_mayBeGivenByTheIdTheCatalogListsThemWith() throws {
        #expect(try ProfileRules.vibes(["2", "러블리"], known: known) == ["시크", "러블리"])
    }
}
