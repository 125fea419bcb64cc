import CatalogDomain
import CatalogPresentation
import SnapFitHTTPServer
import SnapFitPresentation
import SnapFitWeb

/// `/products/<id>`: the product opened from the session's list (so it is marked as last viewed there, and the
/// previous and next links follow that list), with its photos, options, per-person price and the maker's others.
enum ProductDetailPage {
    static nonisolated(nonsending) func respond(_ request: WebRequest, productID: Int) async -> HTTPResponse {
        let catalog = request.session.state(CatalogSession.self)
        let chosen = await catalog.list.run(ProductsPage.useCases(request), language: request.context.language) {
            await $0.select(request: .init(target: .product(id: productID)))
        }
        .outcomes.compactMap(\.selection).last
        let display = SceneRecording<ProductDetailScene.Outcome>()
        await ProductDetailConfigurator.configure(
            display: display, dependencies: ProductsPage.useCases(request), language: request.context.language
        )
        .load(
            request: .init(
                productID: productID, makerID: chosen?.makerID, position: chosen?.position))
        let context = request.context
        let list = chosen == nil ? nil : catalog.listPath
        return await display.page { outcome in
            switch outcome {
            case .product(let product):
                return WebResponse.page(
                    Layout.page(
                        title: product.title, current: "/products",
                        render(product, list: list, photo: request.photoPath, context), context))
            case .failed(let error): return ErrorPage.response(error, retry: "/products/\(productID)", context)
            }
        }
    }

    /// `/products/<id>/next` and `/prev`: the product that many rows away in the session's list.
    static nonisolated(nonsending) func step(
        _ request: WebRequest, from productID: Int, by step: Int
    ) async -> HTTPResponse {
        let (list, useCases) = (request.session.state(CatalogSession.self).list, ProductsPage.useCases(request))
        let language = request.context.language
        _ = await list.run(useCases, language: language) {
            await $0.select(request: .init(target: .product(id: productID)))
        }
        let stepped = await list.run(useCases, language: language) {
            await $0.select(request: .init(target: .step(step)))
        }
        return await stepped.page { outcome in
            switch outcome {
            case .selection(let selection): Destinations.redirect(to: selection.destination, or: "/products")
            case .notice(let notice):
                ErrorPage.response(
                    ErrorViewModel(kind: notice.kind, message: notice.message), retry: "/products/\(productID)",
                    request.context)
            case .failed(let error): ErrorPage.response(error, retry: nil, request.context)
            case .page: nil
            }
        }
    }

    /// The product's markup; `list` is the session's list it was opened from, and `photo` gives the session's
    /// address of each picture.
    private static func render(
        _ product: ProductDetailScene.Load.ViewModel, list: String?, photo: (String?) -> String?,
        _ context: PageContext
    ) -> HTML {
        let language = context.language
        let slides = product.images.enumerated().map { index, address -> HTML in
            let number = index + 1
            let picture: HTML =
                photo(address).map {
                    "<img src=\"\($0)\" alt=\"\(WebWords.photo(number, of: product.title, language))\" width=\"480\" height=\"360\">"
                } ?? ""
            return """
                <li id="photo-\(number)"><a href="/products/\(product.id)/photos/\(number)" aria-label="\(CatalogWords.openPhoto(number, language))">\(picture)</a></li>
                """
        }
        let options = product.options.map { HTML("<li>\($0.label)</li>") }
        let personPrice: HTML? = product.personPriceLabel.map {
            "<p class=\"person-price\">\($0)</p>"
        }
        let steps: HTML? = list.map {
            """
            <nav class="steps" aria-label="\(WebWords.products(language))"><ul>
            <li><a rel="prev" href="/products/\(product.id)/prev">\(CatalogWords.previous(language))</a></li>
            <li><a href="\($0)#product-\(product.id)">\(CatalogWords.backToList(language))</a></li>
            <li><a rel="next" href="/products/\(product.id)/next">\(CatalogWords.next(language))</a></li>
            </ul></nav>
            """
        }
        let position: HTML? = product.position.map { "<p class=\"position\">\($0)</p>" }
        let others: HTML =
            product.noMakerProducts.map { "<p>\($0)</p>" }
            ?? ProductCards.render(
                product.makerProducts, back: product.isViewersOwn ? nil : "/products/\(product.id)", photo: photo,
                context)
        let actions: HTML =
            product.ownNotice.map { "<p class=\"notice\" id=\"own\">\($0)</p>" }
                ?? """
                <div class="actions"><a id="reserve" class="button" href="/reservations/new?product=\(product.id)">\(WebWords.reserve(language))</a>
                \(LikeToggle.form(productID: product.id, title: product.title, liked: product.liked, back: "/products/\(product.id)", context))</div>
                """
        let notice: HTML? = product.pricesNotice.map { "<p class=\"notice\">\($0)</p>" }
        return """
            <article class="product">
            <h1>\(product.title)</h1>
            \(position)
            <section aria-label="\(WebWords.photos(language))"><ul class="slider">\(slides)</ul></section>
            <section class="buy" aria-labelledby="options"><h2 id="options">\(Labels.options(language))</h2>
            <ul class="options">\(options)</ul>
            \(personPrice)
            \(actions)
            </section>
            <p class="meta">\(product.vibesLabel) · \(product.locationsLabel) · \(product.settingLabel)</p>
            <p class="maker">\(CatalogWords.maker(language)) <a href="#others">\(product.makerNickname)</a></p>
            <h2>\(Labels.aboutTheShoot(language))</h2>
            <p class="description">\(product.description)</p>
            \(notice)
            \(steps)
            <section aria-labelledby="others"><h2 id="others">\(product.makerProductsTitle)</h2>\(others)</section>
            </article>
            """
    }
}
