import SnapFitDomain
import SnapFitPresentation

/// Turns a product page into its view model.
public protocol ProductDetailPresentationLogic: AnyObject {
    func presentProduct(response: ProductDetailScene.Load.Response)
    func presentError(_ error: DomainError)
}

public final class ProductDetailPresenter: ProductDetailPresentationLogic {
    public weak var display: (any ProductDetailDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentProduct(response: ProductDetailScene.Load.Response) {
        display?.displayProduct(
            viewModel: .init(response, prices: PriceFormat(response.pricing, language: language)))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }
}
