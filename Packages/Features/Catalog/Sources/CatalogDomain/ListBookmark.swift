import SnapFitDomain

/// Which product list a user browses: a filtered list of products, or the liked ones.
public enum BrowsedList: Sendable, Equatable, Codable {
    case products(ProductFilter)
    case likes
    /// The catalog's products that hold every word of a search.
    case search(SearchQuery)
}

/// Where the user is in the last product list: which list, the rows loaded so far, whether it has ended, and the row
/// opened last. It is kept between runs, so `more`, `next` and `prev` continue where the previous run stopped.
public struct ListBookmark: Sendable, Equatable, Codable {
    public let list: BrowsedList
    public let products: [ProductSummary]
    public let isAtEnd: Bool
    /// The index of the product opened last, if any.
    public let lastViewedIndex: Int?
    /// Rows of the list left out so far (their maker left SnapFit, or a search did not match them), so the list
    /// continues after them.
    public let hidden: Int

    public init(list: BrowsedList, products: [ProductSummary], isAtEnd: Bool, lastViewedIndex: Int?, hidden: Int = 0) {
        self.list = list
        self.products = products
        self.isAtEnd = isAtEnd
        self.lastViewedIndex = lastViewedIndex
        self.hidden = hidden
    }

    /// More rows than any catalog holds: a saved count beyond it is not one this app wrote.
    static let maxHidden = 10_000_000

    private enum CodingKeys: String, CodingKey { case list, products, isAtEnd, lastViewedIndex, hidden }

    /// A bookmark saved before `hidden` existed reads as having left nothing out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        list = try container.decode(BrowsedList.self, forKey: .list)
        products = try container.decode([ProductSummary].self, forKey: .products)
        isAtEnd = try container.decode(Bool.self, forKey: .isAtEnd)
        lastViewedIndex = try container.decodeIfPresent(Int.self, forKey: .lastViewedIndex)
        hidden = try container.decodeIfPresent(Int.self, forKey: .hidden) ?? 0
        guard (0...Self.maxHidden).contains(hidden) else {
            throw DecodingError.dataCorruptedError(forKey: .hidden, in: container, debugDescription: "out of range")
        }
    }
}
