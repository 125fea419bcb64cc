import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitPresentation

@MainActor
final class ProductDetailPresentationLogicSpy: ProductDetailPresentationLogic {
    private(set) var responses: [ProductDetailScene.Load.Response] = []
    private(set) var errors: [DomainError] = []

    func presentProduct(response: ProductDetailScene.Load.Response) { responses.append(response) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct ProductDetailSceneTests {
    @Test func interactor_passesTheKnownMakerAndThePosition() async {
        // Given
        let presenter = ProductDetailPresentationLogicSpy()
        var products = StubProductRepository()
        products.onProduct = { _ in ProductDetail.fixture() }
        products.onProducts = { filter, _ in
            #expect(filter == .maker(id: 2))
            return [ProductSummary.fixture(id: 12), ProductSummary.fixture(id: 13)]
        }
        let sut = ProductDetailInteractor(
            presenter: presenter,
            fetchProductDetail: FetchProductDetail(
                products: products, accounts: StubAccountRepository.signedIn(as: .fixture())), fetchPricing: .stubbed())
        // When
        await sut.load(
            request: .init(productID: 12, makerID: 2, position: ListPosition(number: 1, loaded: 20, hasMore: true)))
        // Then
        #expect(presenter.responses.first?.page.makerProducts.map(\.id) == [13])
        #expect(presenter.responses.first?.position?.label == "1 / 20+")
    }

    @Test func interactor_missingProduct_presentsNotFound() async {
        let presenter = ProductDetailPresentationLogicSpy()
        var products = StubProductRepository()
        products.onProduct = { (_) throws(DomainError) in throw .productNotFound }
        let sut = ProductDetailInteractor(
            presenter: presenter,
            fetchProductDetail: FetchProductDetail(
                products: products, accounts: StubAccountRepository.signedIn(as: .fixture())), fetchPricing: .stubbed())
        await sut.load(request: .init(productID: 404))
        #expect(presenter.errors == [.productNotFound])
    }

    @Test func presenter_theViewersOwnProduct_saysSoInsteadOfOfferingTheLikeAndBooking() {
        let own = ProductDetailPresenter.viewModel(
            for: .init(
                page: ProductPage(product: ProductDetail.fixture(), makerProducts: [], isViewersOwn: true),
                position: nil),
            prices: PriceFormat(.won(), language: .english))
        let others = ProductDetailPresenter.viewModel(
            for: .init(page: ProductPage(product: ProductDetail.fixture(), makerProducts: []), position: nil),
            prices: PriceFormat(.won(), language: .english))
        #expect(own.ownNotice == "This is your product: customers like and book it.")
        #expect(others.ownNotice == nil)
    }

    @Test func presenter_inKorean_listsOptionsShortestFirstWithTheirPrices() {
        let viewModel = ProductDetailPresenter.viewModel(
            for: .init(page: ProductPage(product: ProductDetail.fixture(), makerProducts: []), position: nil),
            prices: PriceFormat(.won(), language: .korean))
        #expect(viewModel.options.map(\.label) == ["30분 · 70,000원", "60분 · 120,000원"])
        #expect(viewModel.personPriceLabel == "인원 추가 1인당 20,000원")
        #expect(viewModel.locationsLabel == "서울 | 부산" && viewModel.settingLabel == "실내스냅")
        #expect(viewModel.noMakerProducts == "작가의 다른 상품이 없습니다.")
    }

    @Test func presenter_inEnglish_putsTheWonSignFirst() {
        let viewModel = ProductDetailPresenter.viewModel(
            for: .init(
                page: ProductPage(product: ProductDetail.fixture(), makerProducts: [ProductSummary.fixture(id: 3)]),
                position: nil),
            prices: PriceFormat(.won(), language: .english))
        #expect(viewModel.options.first?.label == "30 min · ₩70,000")
        #expect(viewModel.noMakerProducts == nil && viewModel.makerProducts.count == 1)
    }
}
