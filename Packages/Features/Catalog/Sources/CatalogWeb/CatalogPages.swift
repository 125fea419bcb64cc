import SnapFitWeb

/// The feature's pages, as the web app lists them (decision 0024).
package enum CatalogPages {
    package static let feature = WebFeature(
        pages: [
            WebPage("/") { await HomePage.respond($0) },
            WebPage("/products") { await ProductsPage.respond($0, likes: false) },
            WebPage("/likes") { await ProductsPage.respond($0, likes: true) },
            WebPage("/products/#") { await ProductDetailPage.respond($0, productID: $0.ids[0]) },
            WebPage("/products/#/next") { await ProductDetailPage.step($0, from: $0.ids[0], by: 1) },
            WebPage("/products/#/prev") { await ProductDetailPage.step($0, from: $0.ids[0], by: -1) },
        ],
        myPageLinks: [])
}
