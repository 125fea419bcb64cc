import SnapFitPresentation

/// Lists of id and label, as the reference data and the sign-up vibe choices show them.
enum ItemTable {
    /// One `  id  label` row per item, the ids right-aligned.
    static func rows(_ items: [ReferenceDataScene.Item], style: TextStyle) -> [String] {
        let width = items.map { String($0.id).count }.max() ?? 0
        return items.map { item in
            let id = String(item.id)
            return "  " + style.cyan(String(repeating: " ", count: width - id.count) + id) + "  " + item.label
        }
    }
}
