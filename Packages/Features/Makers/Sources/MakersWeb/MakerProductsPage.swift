import MakersDomain
import MakersPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/maker/products`: the maker's own products as cards, with a link to register one.
enum MakerProductsPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest, useCases: MakersUseCases) async -> HTTPResponse {
        let display = SceneRecording<MakerProductsScene.Outcome>()
        await MakerProductsConfigurator.configure(
            display: display, dependencies: useCases,
            language: request.context.language
        ).load(request: .init())
        return await display.page { outcome in
            switch outcome {
            case .products(let list): page(list, request)
            case .failed(let error): ErrorPage.response(error, retry: "/maker/products", request.context)
            }
        }
    }

    private static func page(_ list: MakerProductsScene.Load.ViewModel, _ request: WebRequest) -> HTTPResponse {
        let context = request.context
        let content: HTML = """
            <h1>\(list.title)</h1>
            <p><a class="button" href="/maker/register">\(WebWords.registerProduct(context.language))</a></p>
            \(list.empty.map { HTML("<p>\($0)</p>") })
            \(list.pricesNotice.map { HTML("<p class=\"notice\">\($0)</p>") })
            \(ProductCards.render(list.products, layout: list.layout, back: nil, photo: request.photoPath, context))
            """
        return WebResponse.page(Layout.page(title: list.title, current: "/me", content, context))
    }
}
