import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns list pages and selections into view models.
public protocol ProductListPresentationLogic: AnyObject {
    func presentPage(response: ProductListScene.Page.Response)
    func presentSelection(response: ProductListScene.Select.Response)
    func presentNotice(_ reason: ProductListScene.NoticeReason)
    func presentError(_ error: DomainError)
}

public final class ProductListPresenter: ProductListPresentationLogic {
    public weak var display: (any ProductListDisplayLogic)?
    private let language: Language
    private var cards = ProductCardMemo()

    public init(language: Language) {
        self.language = language
    }

    public func presentPage(response: ProductListScene.Page.Response) {
        let cards = cards.cards(
            for: response.page, prices: PriceFormat(response.pricing, language: language), viewerID: response.viewerID)
        display?.displayPage(viewModel: Self.viewModel(for: response, language: language, cards: cards))
    }

    public func presentSelection(response: ProductListScene.Select.Response) {
        display?.displaySelection(
            viewModel: .init(
                productID: response.product.id, makerID: response.product.maker.id,
                position: ListPosition(
                    number: response.index + 1, loaded: response.loadedCount, hasMore: !response.isAtEnd)))
    }

    /// The ends of a list are notices; asking to page with no list, or for a row it lacks, is an error.
    public func presentNotice(_ reason: ProductListScene.NoticeReason) {
        let notice = Self.notice(reason, language: language)
        switch reason {
        case .endOfList, .startOfList: display?.displayNotice(viewModel: notice)
        case .noList, .noSuchRow, .outsideList:
            display?.displayError(
                viewModel: ErrorViewModel(
                    kind: notice.kind, message: notice.message))
        }
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    /// - Parameter cards: the page's cards when already built (`ProductCardMemo`); else they are built here.
    static func viewModel(
        for response: ProductListScene.Page.Response, language: Language, cards: [ProductCardViewModel]? = nil
    ) -> ProductListScene.Page.ViewModel {
        let prices = PriceFormat(response.pricing, language: language)
        let cards =
            cards
            ?? response.page.map { ProductCardViewModel(product: $0, prices: prices, viewerID: response.viewerID) }
        let rows = cards.enumerated().map { offset, card in
            ProductListScene.Row(number: response.firstIndex + offset + 1, product: card)
        }
        let isSearch = if case .search = response.source { true } else { false }
        let scan = isSearch ? scanNotice(response, language: language) : nil
        let isEmpty = response.isAtEnd && response.firstIndex + response.page.count == 0
        let ending =
            isEmpty
            ? emptyList(response.source, language: language)
            : response.isAtEnd
                ? language.pick("목록의 끝입니다.", "That is the whole list.")
                : language.pick("다음 상품이 더 있습니다.", "More products follow.")
        // A search that read the whole catalog ends on saying so, once: "the whole list" after it would only repeat
        // it (or, when it found nothing, contradict it).
        let searchedAll = isSearch && response.isAtEnd
        let footer = searchedAll ? scan ?? ending : ending
        return .init(
            title: title(response.source, language: language), rows: rows, isAtEnd: response.isAtEnd,
            hiddenNotice: response.hidden == 0 || isSearch
                ? nil
                : language.pick(
                    "작가가 스냅핏을 떠난 상품 \(response.hidden)개는 빼고 보여 드립니다.",
                    response.hidden == 1
                        ? "1 product is left out: its maker has left SnapFit."
                        : "\(response.hidden) products are left out: their maker has left SnapFit."),
            footer: footer,
            nextAction: response.isAtEnd ? nil : .loadMore,
            lastViewed: response.lastViewedIndex.map { $0 + 1 }, layout: response.layout,
            pricesNotice: prices.notice,
            scanNotice: searchedAll ? nil : scan)
    }

    /// What a list without a single product says instead of its end.
    static func emptyList(_ source: ProductListScene.Source, language: Language) -> String {
        switch source {
        case .likes: language.pick("아직 찜한 상품이 없습니다.", "Nothing liked yet.")
        case .products, .search: language.pick("아직 상품이 없습니다.", "No products here yet.")
        }
    }

    static func title(_ source: ProductListScene.Source, language: Language) -> String {
        switch source {
        case .likes: language.pick("찜한 내역", "Liked products")
        case .products(.all): language.pick("전체 상품", "All products")
        case .products(.vibes(let names)):
            language.pick("분위기: ", "Vibes: ")
                + Glossary.vibes.labels(for: names, language: language)
        case .products(.maker(let id)): language.pick("작가 \(id)의 상품", "Products of maker \(id)")
        case .search(let query): language.pick("검색: \(query.text)", "Search: \(query.text)")
        }
    }

    static func notice(
        _ reason: ProductListScene.NoticeReason, language: Language
    ) -> ProductListScene.Notice {
        switch reason {
        case .endOfList:
            .init(kind: .endOfList, message: language.pick("더 이상 상품이 없습니다.", "There are no more products."))
        case .startOfList:
            .init(kind: .startOfList, message: language.pick("첫 번째 상품입니다.", "This is the first product."))
        case .noList:
            .init(
                kind: .noList,
                message: language.pick(
                    "먼저 목록을 보여 주세요.", "Show a list first."))
        case .noSuchRow:
            .init(kind: .noSuchRow, message: language.pick("목록에 그 번호가 없습니다.", "The list has no such number."))
        case .outsideList:
            .init(
                kind: .outsideList,
                message: language.pick(
                    "마지막으로 본 상품은 목록에 없습니다. 목록의 상품을 열면 거기서부터 이어 갑니다.",
                    "The product you opened last is not in the list: open one of the list's to step from there."))
        }
    }
}
