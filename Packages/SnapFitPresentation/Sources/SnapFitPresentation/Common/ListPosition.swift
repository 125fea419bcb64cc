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

    /// Where it sits, said plainly: "Product 3 of 20 in the list", or "of the first 20" when more may follow.
    public func label(in language: Language) -> String {
        hasMore
            ? language.pick("목록의 처음 \(loaded)개 중 \(number)번째", "Product \(number) of the first \(loaded) in the list")
            : language.pick("목록의 \(loaded)개 중 \(number)번째", "Product \(number) of \(loaded) in the list")
    }
}
