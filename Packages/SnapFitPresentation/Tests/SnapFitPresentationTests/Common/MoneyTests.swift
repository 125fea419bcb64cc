import Testing

@testable import SnapFitPresentation

@Suite struct MoneyTests {
    @Test(arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (120_000, "120,000"), (1_234_567, "1,234,567"), (100_000, "100,000"),
        (-1_000, "-1,000"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func grouping_groupsByThousands(value: Int, expected: String) {
        #expect(Money.grouping(value) == expected)
    }

    @Test func label_isWonAfterInKoreanAndTheSignBeforeInEnglish() {
        #expect(Money.label(120_000, language: .korean) == "120,000원")
        #expect(Money.label(120_000, language: .english) == "₩120,000")
    }
}
