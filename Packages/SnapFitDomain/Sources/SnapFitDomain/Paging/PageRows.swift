/// The rows a page could show, and how many rows of it were left out: they cannot be shown, or (a search) did not
/// match.
public struct PageRows<Item: Sendable>: Sendable {
    public let items: [Item]
    public let hidden: Int
    /// Whether the list ends here, for a loader that reads more than one page per call; `nil` leaves it to the
    /// page's length.
    public let isLast: Bool?

    public init(items: [Item], hidden: Int = 0, isLast: Bool? = nil) {
        self.items = items
        self.hidden = hidden
        self.isLast = isLast
    }
}
