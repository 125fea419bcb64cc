import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitPresentation

@MainActor
@Suite struct ProductDetailViewModelTests {
    @Test func presenter_theViewersOwnProduct_saysSoInsteadOfOfferingTheLikeAndBooking() {
        let own = ProductDetailScene.Load.ViewModel(
            .init(
                page: ProductPage(product: ProductDetail.fixture(), makerProducts: [], isViewersOwn: true),
                position: nil),
            prices: PriceFormat(.won(), language: .english))
        let others = ProductDetailScene.Load.ViewModel(
            .init(page: ProductPage(product: ProductDetail.fixture(), makerProducts: []), position: nil),
            prices: PriceFormat(.won(), language: .english))
        #expect(own.ownNotice == "This is your product: customers like and book it.")
        #expect(others.ownNotice == nil)
    }

    @Test func presenter_inKorean_listsOptionsShortestFirstWithTheirPrices() {
        let viewModel = ProductDetailScene.Load.ViewModel(
            .init(page: ProductPage(product: ProductDetail.fixture(), makerProducts: []), position: nil),
            prices: PriceFormat(.won(), language: .korean))
        #expect(viewModel.options.map(\.label) == ["30분 · 70,000원", "60분 · 120,000원"])
        #expect(viewModel.personPriceLabel == "인원 추가 1인당 20,000원")
        #expect(viewModel.locationsLabel == "서울 | 부산" && viewModel.settingLabel == "실내스냅")
        #expect(viewModel.noMakerProducts == "작가의 다른 상품이 없습니다.")
    }

    @Test func presenter_inEnglish_putsTheWonSignFirst() {
        let viewModel = ProductDetailScene.Load.ViewModel(
            .init(
                page: ProductPage(product: ProductDetail.fixture(), makerProducts: [ProductSummary.fixture(id: 3)]),
                position: nil),
            prices: PriceFormat(.won(), language: .english))
        #expect(viewModel.options.first?.label == "30 min · ₩70,000")
        #expect(viewModel.noMakerProducts == nil && viewModel.makerProducts.count == 1)
    }
}
