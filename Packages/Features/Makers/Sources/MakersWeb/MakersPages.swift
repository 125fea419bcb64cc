import SnapFitWeb

/// The feature's pages, as the web app lists them (decision 0024).
package enum MakersPages {
    package static let feature = WebFeature(
        pages: [
            WebPage("/maker/products") { await MakerProductsPage.respond($0) },
            WebPage("/maker/register", methods: ["GET", "POST"], upload: RegisterPage.upload) {
                await RegisterPage.respond($0)
            },
            WebPage("/maker/register/confirm", methods: ["POST"]) { await RegisterPage.confirm($0) },
            WebPage("/maker/register/review") { RegisterPage.review($0) },
            WebPage("/maker/register/pictures/#") { RegisterPage.picture($0, number: $0.ids[0]) },
        ],
        myPageLinks: [])
}
