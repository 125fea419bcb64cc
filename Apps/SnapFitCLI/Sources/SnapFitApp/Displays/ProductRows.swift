import SnapFitPresentation
import SnapFitTerminal

/// Products as compact table rows: `  #12  title  ₩30,000~  Seoul | Busan  ♥`. Every column is aligned by display
/// width (Korean counts two) and at least as wide as a usual page needs, so the pages of one list line up.
package enum ProductRows {
    package static let titleWidth = 30

    package static func render(
        _ cards: [ProductCardViewModel], numbers: [Int]? = nil, highlighted: Int? = nil, style: TextStyle
    ) -> [String] {
        let idWidth = max(cards.map { String($0.id).count }.max() ?? 0, 3)
        let numberWidth = numbers.map { max(String($0.max() ?? 0).count, 3) } ?? 0
        let priceWidth = max(cards.map(\.priceLabel.terminalWidth).max() ?? 0, 12)
        return cards.enumerated().map { offset, card in
            var line = "  "
            if let numbers {
                let number = String(numbers[offset])
                let marker = numbers[offset] == highlighted ? "›" : " "
                line += marker + String(repeating: " ", count: numberWidth - number.count) + number + ". "
            }
            let id = "#" + String(card.id)
            line += style.cyan(id + String(repeating: " ", count: idWidth + 1 - id.count)) + "  "
            let price = String(repeating: " ", count: priceWidth - card.priceLabel.terminalWidth) + card.priceLabel
            line += pad(card.title, to: Self.titleWidth) + "  " + price + "  " + style.dim(card.locationsLabel)
            if card.liked { line += "  " + style.red("♥") }
            return line
        }
    }

    /// `text` cut or padded with spaces to `width` terminal columns.
    package static func pad(_ text: String, to width: Int) -> String {
        var fitted = ""
        for character in text {
            guard (fitted + String(character)).terminalWidth <= width else { break }
            fitted.append(character)
        }
        if fitted.count < text.count, let last = fitted.indices.last {
            fitted.replaceSubrange(last...last, with: "…")
        }
        return fitted + String(repeating: " ", count: max(0, width - fitted.terminalWidth))
    }
}
