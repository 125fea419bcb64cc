import SnapFitDomain
import SnapFitPresentation

extension AppDI: HomeDependencies, ProductListDependencies, ProductDetailDependencies, LikeDependencies {
    public func makeFetchHome() -> FetchHome {
        FetchHome(accounts: repositories.accounts, products: repositories.products)
    }

    public func makeFetchProducts() -> FetchProducts {
        FetchProducts(products: repositories.products, referenceData: repositories.referenceData)
    }

    public func makeFetchLikes() -> FetchLikes {
        FetchLikes(likes: repositories.likes)
    }

    public func makeFetchProductDetail() -> FetchProductDetail {
        FetchProductDetail(products: repositories.products)
    }

    public func makeListBookmarks() -> any ListBookmarkStore {
        repositories.bookmarks
    }

    public func makeSetLike() -> SetLike {
        setLike
    }

    @MainActor
    public func makeHomeScene(display: any HomeDisplayLogic) -> any HomeBusinessLogic {
        HomeConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeProductListScene(display: any ProductListDisplayLogic) -> any ProductListBusinessLogic {
        ProductListConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeProductDetailScene(display: any ProductDetailDisplayLogic) -> any ProductDetailBusinessLogic {
        ProductDetailConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeLikeScene(display: any LikeDisplayLogic) -> any LikeBusinessLogic {
        LikeConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }
}
