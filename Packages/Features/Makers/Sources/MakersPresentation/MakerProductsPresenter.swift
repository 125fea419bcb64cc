import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns the maker's products into view models.
public protocol MakerProductsPresentationLogic: AnyObject {
    func presentProducts(response: MakerProductsScene.Load.Response)
    func presentError(_ error: DomainError)
}

public final class MakerProductsPresenter: MakerProductsPresentationLogic {
    public weak var display: (any MakerProductsDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentProducts(response: MakerProductsScene.Load.Response) {
        display?.displayProducts(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func viewModel(
        for response: MakerProductsScene.Load.Response, language: Language
    ) -> MakerProductsScene.Load.ViewModel {
        let prices = PriceFormat(response.pricing, language: language)
        return .init(
            title: language.pick("내 상품 (\(response.products.count))", "My products (\(response.products.count))"),
            // Every one is the maker's own.
            products: response.products.map {
                ProductCardViewModel(product: $0, prices: prices, viewerID: $0.maker.id)
            },
            empty: response.products.isEmpty ? language.pick("등록한 상품이 없습니다.", "No products yet.") : nil,
            nextAction: response.products.isEmpty ? .registerProduct : nil, layout: response.layout,
            pricesNotice: prices.notice)
    }
}
