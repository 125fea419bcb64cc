import SnapFitDomain

/// The product cards of the last showing, kept so that showing the same products again does not build their words
/// anew: a card is rebuilt only when its product, the prices or the viewer changed. It holds the last showing's
/// cards alone.
struct ProductCardMemo {
    private var kept: [Int: (product: ProductSummary, card: ProductCardViewModel)] = [:]
    private var prices: PriceFormat?
    private var viewerID: Int?

    /// The cards of `products`, in order, at `prices`, as the user `viewerID` sees them.
    mutating func cards(
        for products: [ProductSummary], prices: PriceFormat, viewerID: Int?
    ) -> [ProductCardViewModel] {
        let reusable = self.prices == prices && self.viewerID == viewerID ? kept : [:]
        var next: [Int: (product: ProductSummary, card: ProductCardViewModel)] = [:]
        next.reserveCapacity(products.count)
        let cards = products.map { product in
            let card =
                reusable[product.id].flatMap { $0.product == product ? $0.card : nil }
                ?? ProductCardViewModel(product: product, prices: prices, viewerID: viewerID)
            next[product.id] = (product, card)
            return card
        }
        (kept, self.prices, self.viewerID) = (next, prices, viewerID)
        return cards
    }
}
