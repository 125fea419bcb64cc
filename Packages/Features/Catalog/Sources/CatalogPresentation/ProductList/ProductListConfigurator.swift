import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases product lists need; the app's composition root provides them.
public protocol ProductListDependencies: PricingDependencies {
    func makeFetchProducts() -> FetchProducts
    func makeFetchLikes() -> FetchLikes
    func makeSearchProducts() -> SearchProducts
    /// Where the place in the last list is kept between runs.
    func makeListBookmarks() -> any ListBookmarkStore
    /// The settings in force, for the layout.
    func makeFetchPreferences() -> FetchPreferences
    /// Who is signed in, whose own products offer no like.
    func makeFetchViewer() -> FetchViewer
    /// Where likes are set, whose states a list read before shows.
    func makeSetLike() -> SetLike
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum ProductListConfigurator {
    public static func configure(
        display: any ProductListDisplayLogic, dependencies: some ProductListDependencies, language: Language
    ) -> any ProductListBusinessLogic {
        let presenter = ProductListPresenter(language: language)
        presenter.display = display
        return ProductListInteractor(
            presenter: presenter, fetchProducts: dependencies.makeFetchProducts(),
            fetchLikes: dependencies.makeFetchLikes(), searchProducts: dependencies.makeSearchProducts(),
            listing: ProductListing(pageSize: FetchProducts.pageSize),
            bookmarks: dependencies.makeListBookmarks(), fetchPricing: dependencies.makeFetchPricing(),
            fetchPreferences: dependencies.makeFetchPreferences(), fetchViewer: dependencies.makeFetchViewer(),
            setLike: dependencies.makeSetLike())
    }
}
