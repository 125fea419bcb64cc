import SnapFitDomain
import SnapFitPresentation

/// Product cards, as rows or a grid, each with its picture, its words, and a like toggle that comes back to `back`
/// (none without a `back`, and none on the signed-in maker's own products). In a list a product's "back to the list"
/// returns to, each card is anchored (`#product-<id>`); a page that shows a product in several places (the home page)
/// leaves the anchors out, so ids stay unique.
package enum ProductCards {
    package static func render(
        _ cards: [ProductCardViewModel], layout: ListLayout = .grid, highlighted: Int? = nil, anchored: Bool = true,
        back: String?, photo: (String?) -> String?, _ context: PageContext
    ) -> HTML {
        let items = cards.map { card in
            item(
                card, isHighlighted: card.id == highlighted, anchored: anchored, back: back,
                photo: photo(card.thumbnail), context)
        }
        return "<ul class=\"cards \(layout == .grid ? "grid" : "rows")\">\(items)</ul>"
    }

    private static func item(
        _ card: ProductCardViewModel, isHighlighted: Bool, anchored: Bool, back: String?, photo: String?,
        _ context: PageContext
    ) -> HTML {
        let anchor: HTML? = anchored ? " id=\"product-\(card.id)\"" : nil
        let language = context.language
        let picture: HTML =
            photo.map { "<img src=\"\($0)\" alt=\"\" width=\"240\" height=\"180\" loading=\"lazy\">" }
            ?? "<span class=\"no-photo\" aria-hidden=\"true\"></span>"
        let badge: HTML? =
            isHighlighted ? "<span class=\"badge\">\(WebWords.lastViewed(language))</span>" : nil
        return """
            <li\(anchor) class="card\(isHighlighted ? " last-viewed" : "")">\(badge)
            <a class="card-photo" href="/products/\(card.id)" tabindex="-1" aria-hidden="true">\(picture)</a>
            <a class="card-link" href="/products/\(card.id)"><span class="card-title">\(card.title)</span></a>
            <p class="card-meta">\(card.vibesLabel) · \(card.locationsLabel) · \(card.settingLabel)</p>
            <p class="card-price">\(card.priceLabel)</p>
            <p class="card-maker">\(card.makerNickname)</p>
            \(back.flatMap { card.isViewersOwn ? nil : LikeToggle.form(productID: card.id, title: card.title, liked: card.liked, back: $0, context) })
            </li>
            """
    }
}
