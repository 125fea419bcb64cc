/// The rows a page could show, and how many rows of it were left out because they cannot be shown.
public struct PageRows<Item: Sendable>: Sendable {
    public let items: [Item]
    public let hidden: Int

    public init(items: [Item], hidden: Int = 0) {
        self.items = items
        self.hidden = hidden
    }
}
