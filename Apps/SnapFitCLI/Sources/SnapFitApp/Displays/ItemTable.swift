import SnapFitPresentation
import SnapFitTerminal

/// Lists of id and label, as the reference data and a question's choices show them: `  id  label` cells with the ids
/// right-aligned, `columns` to a line, each label padded to the widest.
package enum ItemTable {
    package static func rows(_ items: [ReferenceDataScene.Item], columns: Int = 1, style: TextStyle) -> [String] {
        let idWidth = items.map { String($0.id).count }.max() ?? 0
        let labelWidth = items.map(\.label.terminalWidth).max() ?? 0
        return stride(from: 0, to: items.count, by: max(columns, 1)).map { start in
            let line = items[start..<min(start + max(columns, 1), items.count)]
            return line.map { item in
                let id = String(item.id)
                let padding = item.id == line.last?.id ? 0 : labelWidth - item.label.terminalWidth
                return "  " + style.cyan(String(repeating: " ", count: idWidth - id.count) + id) + "  " + item.label
                    + String(repeating: " ", count: padding)
            }.joined()
        }
    }
}
