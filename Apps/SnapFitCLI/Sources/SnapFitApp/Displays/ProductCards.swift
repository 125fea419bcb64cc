import SnapFitPresentation
import SnapFitTerminal

/// Products as a grid of cards, two to a row (one when the terminal is narrower than two cards): the number and id,
/// then the title, price, vibes and regions, each line cut and padded by display width (Korean counts two) so the
/// columns line up.
///
/// ```
///  ›1. #12 ♥                              2. #13
///     Spring garden snap                    Hanok evening
///     ₩30,000~                              ₩45,000~
///     Lovely, Natural                       Chic
///     Seoul | Busan                         Jeonju
/// ```
enum ProductCards {
    /// One card's width in columns, gutter included.
    static let cardWidth = 38

    /// - Parameter columns: the terminal's width, when known.
    static func render(
        _ cards: [ProductCardViewModel], numbers: [Int]?, highlighted: Int?, columns: Int?, style: TextStyle
    ) -> [String] {
        let perRow = (columns ?? .max) >= 2 * cardWidth + 2 ? 2 : 1
        return stride(from: 0, to: cards.count, by: perRow).flatMap { start in
            let indices = start..<min(start + perRow, cards.count)
            let cells = indices.map { lines(of: cards[$0], number: numbers?[$0], highlighted: highlighted) }
            let rendered = (0..<5).map { line in
                var text = "  "
                for cell in cells {
                    let padded = ProductRows.pad(cell[line], to: cardWidth - 2) + "  "
                    text += line == 0 ? style.cyan(padded) : line >= 3 ? style.dim(padded) : padded
                }
                return style.isEnabled ? text : String(text.reversed().drop(while: { $0 == " " }).reversed())
            }
            return rendered + (indices.upperBound < cards.count ? [""] : [])
        }
    }

    /// A card's five lines: header, title, price, vibes, regions.
    private static func lines(of card: ProductCardViewModel, number: Int?, highlighted: Int?) -> [String] {
        [
            (number != nil && number == highlighted ? "›" : " ") + (number.map { "\($0). " } ?? "") + "#\(card.id)"
                + (card.liked ? " ♥" : ""), "  " + card.title,
            "  " + card.priceLabel, "  " + card.vibesLabel, "  " + card.locationsLabel,
        ]
    }
}
