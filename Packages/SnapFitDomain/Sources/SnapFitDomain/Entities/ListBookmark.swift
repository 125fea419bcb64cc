/// Which product list a user browses: a filtered list of products, or the liked ones.
public enum BrowsedList: Sendable, Equatable, Codable {
    case products(ProductFilter)
    case likes
}

/// Where the user is in the last product list: which list, the rows loaded so far, whether it has ended, and the row
/// opened last. It is kept between runs, so `more`, `next` and `prev` continue where the previous run stopped.
public struct ListBookmark: Sendable, Equatable, Codable {
    public let list: BrowsedList
    public let products: [ProductSummary]
    public let isAtEnd: Bool
    /// The index of the product opened last, if any.
    public let lastViewedIndex: Int?

    public init(list: BrowsedList, products: [ProductSummary], isAtEnd: Bool, lastViewedIndex: Int?) {
        self.list = list
        self.products = products
        self.isAtEnd = isAtEnd
        self.lastViewedIndex = lastViewedIndex
    }
}
