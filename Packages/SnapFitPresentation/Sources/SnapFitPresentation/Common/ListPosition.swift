/// Where a product sits in the list it was chosen from: its number and how many are loaded, with more to come or
/// not. A detail screen shows it; nothing parses it.
public struct ListPosition: Sendable, Equatable, Encodable {
    /// 1 for the first product.
    public let number: Int
    public let loaded: Int
    public let hasMore: Bool

    public init(number: Int, loaded: Int, hasMore: Bool) {
        self.number = number
        self.loaded = loaded
        self.hasMore = hasMore
    }

    /// "3 / 20+" (the `+` when more may follow).
    public var label: String { "\(number) / \(loaded)" + (hasMore ? "+" : "") }
}
