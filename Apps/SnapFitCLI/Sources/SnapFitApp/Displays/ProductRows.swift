import SnapFitPresentation

/// Products as compact table rows: `  #12  title  ₩30,000~  Seoul | Busan  ♥`, titles padded to one column.
enum ProductRows {
    static func render(
        _ cards: [ProductCardViewModel], numbers: [Int]? = nil, highlighted: Int? = nil, style: TextStyle
    ) -> [String] {
        let titleWidth = min(cards.map(\.title.terminalWidth).max() ?? 0, 30)
        let idWidth = cards.map { String($0.id).count }.max() ?? 0
        let numberWidth = numbers.map { String($0.max() ?? 0).count } ?? 0
        return cards.enumerated().map { offset, card in
            var line = "  "
            if let numbers {
                let number = String(numbers[offset])
                let marker = numbers[offset] == highlighted ? "›" : " "
                line += marker + String(repeating: " ", count: numberWidth - number.count) + number + ". "
            }
            let id = "#" + String(card.id)
            line += style.cyan(id + String(repeating: " ", count: idWidth + 1 - id.count)) + "  "
            line += pad(card.title, to: titleWidth) + "  " + card.priceLabel + "  " + style.dim(card.locationsLabel)
            if card.liked { line += "  " + style.red("♥") }
            return line
        }
    }

    /// `text` cut or padded with spaces to `width` terminal columns.
    static func pad(_ text: String, to width: Int) -> String {
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
