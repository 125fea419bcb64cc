import SnapFitDomain

/// The catalog's use cases: the home, the product lists and a search, over the kernel's product, like and
/// reference-data ports, with the kernel's one `SetLike`, place in a list and settings.
public struct CatalogUseCases: Sendable {
    private let kernel: UseCaseFactory

    public init(_ kernel: UseCaseFactory) {
        self.kernel = kernel
    }

    public func makeFetchHome() -> FetchHome { FetchHome(accounts: kernel.accounts, products: kernel.products) }
    public func makeFetchProducts() -> FetchProducts {
        FetchProducts(products: kernel.products, referenceData: kernel.referenceData)
    }
    public func makeSearchProducts() -> SearchProducts {
        SearchProducts(products: kernel.products, referenceData: kernel.referenceData)
    }
    public func makeFetchLikes() -> FetchLikes { FetchLikes(likes: kernel.likes) }
    public func makeListBookmarks() -> any ListBookmarkStore { kernel.makeListBookmarks() }
    public func makeFetchPreferences() -> FetchPreferences { kernel.makeFetchPreferences() }
    public func makeFetchPricing() -> FetchPricing { kernel.makeFetchPricing() }
    public func makeFetchViewer() -> FetchViewer { FetchViewer(accounts: kernel.accounts) }
    public func makeFetchProductDetail() -> FetchProductDetail {
        FetchProductDetail(products: kernel.products, accounts: kernel.accounts)
    }
    public func makeSetLike() -> SetLike { kernel.makeSetLike() }
}
