import CatalogDomain
import CatalogPresentation
import SnapFitDomain
import SnapFitPresentation
import SnapFitWeb

/// The product list's markup (`ProductsPage`) and everything it is rendered from, so that a session's list shown
/// again with nothing changed can reuse it (`MarkupMemo`).
struct ProductListMarkup: Sendable, Equatable {
    let page: ProductListScene.Page.ViewModel
    let layout: ListLayout
    /// The catalog's vibes for the chips; `nil` on the likes, or when they cannot be read.
    let vibes: [ReferenceDataScene.Item]?
    let selected: [String]
    let words: String?
    /// The list's address, without a layout.
    let list: String
    /// The address of this page.
    let here: String
    let likes: Bool
    /// The session's address of each row's thumbnail, in row order.
    let photos: [String?]
    let context: PageContext

    /// The markup of the list: title, search, chips, layout switch, cards, footer, "more" link and notices.
    func render() -> HTML {
        let language = context.language
        let highlighted = page.lastViewed.flatMap { number in page.rows.first { $0.number == number }?.product.id }
        let paths = Dictionary(
            zip(page.rows.map(\.product.thumbnail), photos), uniquingKeysWith: { first, _ in first })
        let cards = ProductCards.render(
            page.rows.map(\.product), layout: layout, highlighted: highlighted, back: here,
            photo: { paths[$0] ?? nil }, context)
        let more: HTML? =
            page.isAtEnd
            ? nil
            : """
            <p class="more"><a rel="next" href="\(QueryString.path(here, [("count", String(page.rows.count + ProductsPage.step))]))">\(CatalogWords.more(language))</a></p>
            """
        let notices = [page.hiddenNotice, page.scanNotice, page.pricesNotice].compactMap { $0 }.map {
            HTML("<p class=\"notice\">\($0)</p>")
        }
        let search: HTML? =
            likes
            ? nil
            : """
            <form class="search" role="search" method="get" action="/products">
            <label for="q">\(CatalogWords.searchWords(language))</label>
            <input id="q" name="q" type="search" value="\(words ?? "")" maxlength="\(SearchQuery.maxLength)">
            <button type="submit">\(CatalogWords.search(language))</button>
            </form>
            """
        return """
            <h1>\(page.title)</h1>
            \(search)
            \(VibeChips.render(vibes, selected: selected, words: words, language))
            \(LayoutSwitch.render(current: layout, list: list, language))
            \(cards)
            <p class="footer" aria-live="polite">\(page.footer)</p>
            \(more)
            \(notices)
            """
    }
}
