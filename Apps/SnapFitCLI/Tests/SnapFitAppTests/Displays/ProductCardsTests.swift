import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import SnapFitTerminal
import Testing

@testable import SnapFitApp

@Suite struct ProductCardsTests {
    private func cards(_ count: Int, language: Language = .korean) -> [ProductCardViewModel] {
        (1...count).map { id in
            ProductCardViewModel(
                product: ProductSummary.fixture(id: id, liked: id == 2), prices: PriceFormat(.won(), language: language)
            )
        }
    }

    @Test func wideTerminal_putsTwoCardsToARow_alignedByDisplayWidth() {
        let lines = ProductCards.render(
            cards(3), numbers: [1, 2, 3], highlighted: 2, columns: 100, style: TextStyle(isEnabled: false))
        #expect(lines.count == 5 + 1 + 5)
        #expect(lines[0] == "   1. #1" + String(repeating: " ", count: ProductCards.cardWidth - 8 + 2) + "›2. #2 ♥")
        // The second card starts at the same display column on every line, Korean counting two.
        for line in lines[1...4] {
            let secondCard =
                line.range(of: "  한강 스냅 2") ?? line.range(of: "  30,000원~", options: .backwards)
                ?? line.range(of: "  러블리", options: .backwards) ?? line.range(of: "  서울", options: .backwards)
            let before = secondCard.map { String(line[..<$0.lowerBound]) }
            #expect(before?.terminalWidth == 2 + ProductCards.cardWidth)
        }
        #expect(lines[2].contains("30,000원~") && lines[3].contains("러블리, 밝은"))
        #expect(lines[5].isEmpty && lines[6].hasPrefix("   3. #3"))
    }

    @Test func narrowTerminal_putsOneCardToARow() {
        let lines = ProductCards.render(
            cards(2, language: .english), numbers: nil, highlighted: nil, columns: 60,
            style: TextStyle(isEnabled: false))
        #expect(lines.count == 11)
        #expect(lines[0] == "   #1" && lines[6] == "   #2 ♥")
        #expect(lines.allSatisfy { $0.terminalWidth <= ProductCards.cardWidth })
    }
}
