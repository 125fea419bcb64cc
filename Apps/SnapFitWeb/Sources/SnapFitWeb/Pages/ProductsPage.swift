import SnapFitDomain
import SnapFitHTTPServer
import SnapFitPresentation

/// `/products` (with `?vibe=`, `?q=`, `?layout=grid|list`, `?count=`) and `/likes`: the session's list scene shows
/// its rows from the first, with the last viewed product marked, vibe chips, a search box, a layout switch and a
/// "more" link that asks for a catalog page more rows.
@MainActor
enum ProductsPage {
    /// How many more rows the "more" link asks for: a page of the catalog.
    nonisolated static let step = FetchProducts.pageSize
    /// The most vibes one address filters by.
    static let maxVibes = 10

    static func respond(_ request: WebRequest, likes: Bool) async -> HTTPResponse {
        let query = request.query
        let session = request.session
        // A layout in the address shows this page so; only the settings (a POST) save one.
        let layout = query["layout"].flatMap(ListLayout.init(rawValue:))
        var vibes: [String] = []
        for vibe in query.values("vibe").flatMap(TypedList.items)
        where !vibes.contains(vibe) && vibes.count < maxVibes {
            vibes.append(vibe)
        }
        // Longer words than a search takes are refused by the scene; what is read of them is bounded here.
        let words = query["q"].map { String($0.prefix(SearchQuery.maxLength + 1)) }
        let count = min(max(query["count"].flatMap { Int($0) } ?? step, 1), ProductListScene.Show.maxRows)
        let list: ProductListScene.Show.List =
            if likes { .source(.likes) } else if let words { .search(words: words) } else {
                .source(.products(vibes.isEmpty ? .all : .vibes(vibes)))
            }
        let shown = await session.list.run { await $0.show(request: .init(list: list, atLeast: count)) }
        let context = request.context
        let kept: [(String, String?)] = vibes.map { ("vibe", $0) } + [("q", words)]
        let listPath = QueryString.path(likes ? "/likes" : "/products", likes ? [] : kept)
        let here = QueryString.path(listPath, [("layout", layout?.rawValue)])
        return await ErrorPage.unlessFailed(shown.outcome(ProductListScene.Page.ViewModel.self), retry: nil, context) {
            page in
            session.listPath = here
            let catalogVibes = likes ? nil : await CatalogChoices.items(request)
            let selected = vibes
            let photo = request.photoPaths(page.rows.map(\.product.thumbnail))
            let layout = layout ?? page.layout
            return await PageRendering.offMain {
                let chips = VibeChips.render(catalogVibes, selected: selected, words: words, context.language)
                let content = render(
                    page, layout: layout, chips: chips, words: words, list: listPath, here: here, likes: likes,
                    photo: photo, context)
                return WebResponse.page(
                    Layout.page(title: page.title, current: likes ? "/likes" : "/products", content, context))
            }
        }
    }

    /// The list's markup; `photo` gives the session's address of each row's thumbnail.
    private nonisolated static func render(
        _ page: ProductListScene.Page.ViewModel, layout: ListLayout, chips: HTML?, words: String?, list: String,
        here: String, likes: Bool, photo: (String?) -> String?, _ context: PageContext
    ) -> HTML {
        let language = context.language
        let highlighted = page.lastViewed.flatMap { number in page.rows.first { $0.number == number }?.product.id }
        let cards = ProductCards.render(
            page.rows.map(\.product), layout: layout, highlighted: highlighted, back: here,
            photo: photo, context)
        let more: HTML? =
            page.isAtEnd
            ? nil
            : """
            <p class="more"><a rel="next" href="\(QueryString.path(here, [("count", String(page.rows.count + step))]))">\(WebWords.more(language))</a></p>
            """
        let notices = [page.hiddenNotice, page.scanNotice, page.pricesNotice].compactMap { $0 }.map {
            HTML("<p class=\"notice\">\($0)</p>")
        }
        let search: HTML? =
            likes
            ? nil
            : """
            <form class="search" role="search" method="get" action="/products">
            <label for="q">\(WebWords.searchWords(language))</label>
            <input id="q" name="q" type="search" value="\(words ?? "")" maxlength="\(SearchQuery.maxLength)">
            <button type="submit">\(WebWords.search(language))</button>
            </form>
            """
        return """
            <h1>\(page.title)</h1>
            \(search)
            \(chips)
            \(LayoutSwitch.render(current: layout, list: list, language))
            \(cards)
            <p class="footer" aria-live="polite">\(page.footer)</p>
            \(more)
            \(notices)
            """
    }
}
