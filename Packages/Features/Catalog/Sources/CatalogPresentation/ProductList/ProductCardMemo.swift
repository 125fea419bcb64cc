import SnapFitDomain
import SnapFitPresentation

/// The product cards of the last showing, kept so that showing the same products again does not build their words
/// anew: a card is rebuilt only when its product, the prices or the viewer changed. It holds the last showing's
/// cards alone.
struct ProductCardMemo {
    private var products: [ProductSummary] = []
    private var cards: [ProductCardViewModel] = []
    private var prices: PriceFormat?
    private var viewerID: Int?

    /// The cards of `products`, in order, at `prices`, as the user `viewerID` sees them.
    mutating func cards(
        for products: [ProductSummary], prices: PriceFormat, viewerID: Int?
    ) -> [ProductCardViewModel] {
        let isSameViewing = self.prices == prices && self.viewerID == viewerID
        if isSameViewing && self.products == products { return cards }
        var kept: [Int: (product: ProductSummary, card: ProductCardViewModel)] = [:]
        if isSameViewing {
            kept.reserveCapacity(self.products.count)
            for (product, card) in zip(self.products, cards) { kept[product.id] = (product, card) }
        }
        let cards = products.map { product in
            kept[product.id].flatMap { $0.product == product ? $0.card : nil }
                ?? ProductCardViewModel(product: product, prices: prices, viewerID: viewerID)
        }
        (self.products, self.cards, self.prices, self.viewerID) = (products, cards, prices, viewerID)
        return cards
    }
}
