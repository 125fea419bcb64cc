import CatalogDomain
import CatalogPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/`: the greeting, the recommended product and the sections, as the home scene gives them; before signing in,
/// the welcome page.
enum HomePage {
    static nonisolated(nonsending) func respond(_ request: WebRequest) async -> HTTPResponse {
        guard request.session.isSignedIn else { return await WelcomePage.respond(request) }
        let display = SceneRecording<HomeScene.Outcome>()
        await HomeConfigurator.configure(
            display: display, dependencies: ProductsPage.useCases(request), language: request.context.language
        )
        .load(request: .init())
        return await display.page { outcome in
            switch outcome {
            case .home(let home): render(home, request)
            case .failed(let error): ErrorPage.response(error, retry: "/", request.context)
            }
        }
    }

    private static func render(_ home: HomeScene.Load.ViewModel, _ request: WebRequest) -> HTTPResponse {
        let context = request.context
        let recommended: HTML? = home.recommended.map {
            """
            <section aria-labelledby="recommended"><h2 id="recommended">\(home.recommendedTitle)</h2>
            \(ProductCards.render([$0], anchored: false, back: "/", photo: request.photoPath, context))</section>
            """
        }
        let sections = home.sections.enumerated().map { index, section -> HTML in
            """
            <section aria-labelledby="section-\(index)"><h2 id="section-\(index)">\(section.title)</h2>
            \(ProductCards.render(section.products, anchored: false, back: "/", photo: request.photoPath, context))</section>
            """
        }
        let empty: HTML? = home.emptyNotice.map { "<p>\($0)</p>" }
        let notice: HTML? = home.pricesNotice.map { "<p class=\"notice\">\($0)</p>" }
        let content: HTML = """
            <h1>\(home.greeting)</h1>
            <p class="lead">\(home.subtitle)</p>
            \(recommended)
            \(sections)
            \(empty)
            \(notice)
            """
        return WebResponse.page(Layout.page(title: WebWords.home(context.language), current: "/", content, context))
    }
}
