/// How product lists are drawn: one row per product, or a grid of cards.
public enum ListLayout: String, Sendable, Codable, CaseIterable {
    case list, grid
}
