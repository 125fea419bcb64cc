import CatalogDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import CatalogPresentation

final class ProductDetailPresentationLogicSpy: ProductDetailPresentationLogic {
    private(set) var responses: [ProductDetailScene.Load.Response] = []
    private(set) var errors: [DomainError] = []

    func presentProduct(response: ProductDetailScene.Load.Response) { responses.append(response) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

/// The product page's interactor: what it asks of the use cases and what it hands its presenter.
@MainActor
@Suite struct ProductDetailInteractorTests {
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
        #expect(presenter.responses.first?.position?.label(in: .english) == "Product 1 of the first 20 in the list")
        #expect(presenter.responses.first?.position?.label(in: .korean) == "목록의 처음 20개 중 1번째")
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
}
