import SnapFitDomain
import SnapFitPresentation

/// Turns the home screen's data into its view model.
public protocol HomePresentationLogic: AnyObject {
    func presentHome(response: HomeScene.Load.Response)
    func presentError(_ error: DomainError)
}

public final class HomePresenter: HomePresentationLogic {
    public weak var display: (any HomeDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentHome(response: HomeScene.Load.Response) {
        display?.displayHome(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func viewModel(
        for response: HomeScene.Load.Response, language: Language
    )
        -> HomeScene.Load.ViewModel
    {
        let home = response.home
        let prices = PriceFormat(response.pricing, language: language)
        let card = { (product: ProductSummary) in
            ProductCardViewModel(product: product, prices: prices, viewerID: response.home.user.id)
        }
        let sections: [HomeScene.Load.Section] = [
            .init(title: language.pick("새로 올라온 상품", "New products"), products: home.featured.map(card)),
            .init(
                title: language.pick("메이커와 소중한 추억을 만들어보세요", "Make precious memories with a maker"),
                products: home.more.map(card)),
        ].filter { !$0.products.isEmpty }
        let isEmpty = home.recommended == nil && sections.isEmpty
        return .init(
            greeting: language.pick("안녕하세요, \(home.user.nickname)님", "Hello, \(home.user.nickname)"),
            subtitle: language.pick(
                "스냅핏에서는 원하는 분위기의 사진을 찾아 보세요!", "Find photos in the mood you want on SnapFit!"),
            recommendedTitle: language.pick("이런 사진은 어때요?", "How about this one?"),
            recommended: home.recommended.map(card),
            sections: sections,
            emptyNotice: isEmpty ? language.pick("아직 올라온 상품이 없습니다.", "No products yet.") : nil,
            pricesNotice: prices.notice)
    }
}
