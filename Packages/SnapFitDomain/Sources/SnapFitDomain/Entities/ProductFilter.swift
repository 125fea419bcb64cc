/// Which products a list shows.
public enum ProductFilter: Sendable, Hashable, Codable {
    case all
    /// Products with any of these vibes (catalog names).
    case vibes([String])
    /// One maker's products.
    case maker(id: Int)
}
