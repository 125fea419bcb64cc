import CatalogDomain
import CatalogPresentation
import SnapFitDomain
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/products` (with `?vibe=`, `?q=`, `?layout=grid|list`, `?count=`) and `/likes`: the session's list scene shows
/// its rows from the first, with the last viewed product marked, vibe chips, a search box, a layout switch and a
/// "more" link that asks for a catalog page more rows.
enum ProductsPage {
    /// How many more rows the "more" link asks for: a page of the catalog.
    static let step = FetchProducts.pageSize
    /// The most vibes one address filters by.
    static let maxVibes = 10

    static nonisolated(nonsending) func respond(_ request: WebRequest, likes: Bool) async -> HTTPResponse {
        let query = request.query
        let catalog = request.session.state(CatalogSession.self)
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
        let shown = await catalog.list.run(useCases(request), language: request.context.language) {
            await $0.show(request: .init(list: list, atLeast: count))
        }
        let context = request.context
        let kept: [(String, String?)] = vibes.map { ("vibe", $0) } + [("q", words)]
        let listPath = QueryString.path(likes ? "/likes" : "/products", likes ? [] : kept)
        let here = QueryString.path(listPath, [("layout", layout?.rawValue)])
        nonisolated(nonsending) func render(_ page: ProductListScene.Page.ViewModel) async -> HTTPResponse {
            catalog.listPath = here
            let markup = ProductListMarkup(
                page: page, layout: layout ?? page.layout,
                vibes: likes ? nil : await CatalogChoices.items(request), selected: vibes, words: words,
                list: listPath, here: here, likes: likes,
                photos: page.rows.map { request.photoPath($0.product.thumbnail) }, context: context)
            let (memo, budget) = (catalog.listMarkup, request.markupBudget)
            let content = memo.markup(for: markup, within: budget) { $0.render() }
            return WebResponse.page(
                Layout.page(title: page.title, current: likes ? "/likes" : "/products", content, context))
        }

        return await shown.page { outcome in
            switch outcome {
            case .page(let page): await render(page)
            case .failed(let error): ErrorPage.response(error, retry: nil, context)
            case .selection, .notice: nil
            }
        }
    }

    /// The feature's use cases over the session's.
    static func useCases(_ request: WebRequest) -> CatalogUseCases {
        CatalogUseCases(request.session.services.useCases)
    }
}
