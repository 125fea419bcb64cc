/// One way to book a product: a shoot of `minutes` for `price` won.
public struct PriceOption: Sendable, Hashable {
    public let minutes: Int
    /// In KRW.
    public let price: Int

    public init(minutes: Int, price: Int) {
        self.minutes = minutes
        self.price = price
    }
}
