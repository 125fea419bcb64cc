import SnapFitDomain
import Testing

@Suite struct FieldRulesTests {
    private let field = ValidationError.Field.feature("amount")

    @Test func text_isTrimmed_andRefusedOutsideItsLength_orWithAControlCharacter() throws {
        #expect(try FieldRules.text("  선물 ", field: field, length: 1...3) == "선물")
        #expect(throws: DomainError.validation(.init(field: field, reason: .tooLong(max: 3)))) {
            try FieldRules.text("네 글자다", field: field, length: 1...3)
        }
        #expect(throws: DomainError.validation(.init(field: field, reason: .malformed(#"a\tb"#)))) {
            try FieldRules.text("a\tb", field: field, length: 1...3)
        }
    }

    @Test(arguments: ["12", " 12 ", "+12"])
    func wholeNumber_inRange_isRead(input: String) throws {
        #expect(try FieldRules.wholeNumber(input, field: field, range: 0...100) == 12)
    }

    @Test(arguments: ["abc", "1,000", "1.5", "", "١٢", String(repeating: "9", count: 30)])
    func wholeNumber_notANumber_isMalformed_namingTheField(input: String) {
        #expect(throws: DomainError.validation(.init(field: field, reason: .malformed(String(input.prefix(40)))))) {
            try FieldRules.wholeNumber(input, field: field, range: 0...100)
        }
    }

    @Test func wholeNumber_outOfRange_saysTheRange() {
        #expect(throws: DomainError.validation(.init(field: field, reason: .outOfRange(min: 0, max: 100)))) {
            try FieldRules.wholeNumber("101", field: field, range: 0...100)
        }
    }

    @Test(arguments: [
        ("2028-02-29", true), ("2027-02-29", false), ("2100-02-29", false), ("2000-02-29", true),
        ("2026-04-31", false), ("2026-12-31", true), ("0000-01-01", false), ("2026-1-05", false),
        ("2026-13-01", false), ("２０２６-01-01", false), ("2026/01/01", false),
    ])
    func day_isADayTheCalendarHas(input: String, isDay: Bool) {
        let read = try? FieldRules.day(input, field: field)
        #expect((read == input) == isDay)
    }

    @Test func yesOrNo_readsBothLanguages_andRefusesTheRest() throws {
        #expect(try FieldRules.yesOrNo("Yes", field: field))
        #expect(try FieldRules.yesOrNo("예", field: field))
        #expect(try !FieldRules.yesOrNo("no", field: field))
        #expect(try !FieldRules.yesOrNo("아니요", field: field))
        #expect(throws: DomainError.validation(.init(field: field, reason: .malformed("maybe")))) {
            try FieldRules.yesOrNo("maybe", field: field)
        }
    }

    @Test func aLongBadAnswer_isQuotedByItsFirst40Characters() {
        let long = String(repeating: "x", count: 50)
        let quoted = DomainError.validation(.init(field: field, reason: .malformed(String(repeating: "x", count: 40))))
        #expect(throws: quoted) { try FieldRules.wholeNumber(long, field: field, range: 0...1) }
        #expect(throws: quoted) { try FieldRules.day(long, field: field) }
        #expect(throws: quoted) { try FieldRules.yesOrNo(long, field: field) }
    }

    @Test func aWholeNumberOfMoreThan20Characters_isMalformed_evenWhenItReadsSmall() throws {
        let padded = "+" + String(repeating: "0", count: 19) + "1"
        #expect(throws: DomainError.validation(.init(field: field, reason: .malformed(padded)))) {
            try FieldRules.wholeNumber(padded, field: field, range: 0...100)
        }
        #expect(try FieldRules.wholeNumber(String(padded.dropFirst()), field: field, range: 0...100) == 1)
    }

    @Test(arguments: [
        ("0001-01-01", true), ("2026-00-10", false), ("2026-01-00", false), ("2028-02-30", false),
        ("2026-06-31", false), ("2026-09-31", false), ("2026-11-31", false), ("2026-04-30", true),
        ("2026-07-31", true), ("2026-10-31", true),
    ])
    func day_knowsEachMonthsLength(input: String, isDay: Bool) {
        #expect(((try? FieldRules.day(input, field: field)) == input) == isDay)
    }
}
