import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// What a product's detail can ask for.
public protocol ProductDetailBusinessLogic {
    nonisolated(nonsending) func load(request: ProductDetailScene.Load.Request) async
}

/// Loads a product with its maker's other products.
public final class ProductDetailInteractor: ProductDetailBusinessLogic {
    private let presenter: any ProductDetailPresentationLogic
    private let fetchProductDetail: FetchProductDetail
    private let fetchPricing: FetchPricing

    public init(
        presenter: any ProductDetailPresentationLogic, fetchProductDetail: FetchProductDetail,
        fetchPricing: FetchPricing
    ) {
        self.presenter = presenter
        self.fetchProductDetail = fetchProductDetail
        self.fetchPricing = fetchPricing
    }

    public nonisolated(nonsending) func load(request: ProductDetailScene.Load.Request) async {
        do {
            let page = try await fetchProductDetail(id: request.productID, makerID: request.makerID)
            presenter.presentProduct(
                response: .init(page: page, position: request.position, pricing: await fetchPricing()))
        } catch {
            presenter.presentError(error)
        }
    }
}
