import Foundation
import MakersDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import MakersPresentation

final class MakerProductsPresentationLogicSpy: MakerProductsPresentationLogic {
    private(set) var products: [[ProductSummary]] = []
    private(set) var errors: [DomainError] = []

    func presentProducts(response: MakerProductsScene.Load.Response) { products.append(response.products) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct MakerProductsSceneTests {
    @Test func makerProducts_listsTheMakersOwnProducts() async {
        let presenter = MakerProductsPresentationLogicSpy()
        var products = StubProductRepository()
        products.onProducts = { filter, _ in
            #expect(filter == .maker(id: 2))
            return [ProductSummary.fixture(id: 1)]
        }
        let sut = MakerProductsInteractor(
            presenter: presenter,
            fetchMyProducts: FetchMyProducts(
                accounts: StubAccountRepository.signedIn(as: Fixtures.maker), products: products),
            fetchPricing: .stubbed(), fetchPreferences: FetchPreferences(preferences: SpyPreferencesStore()))
        await sut.load(request: .init())
        #expect(presenter.products.map { $0.map(\.id) } == [[1]])
    }

    @Test func makerProducts_anEmptyListSaysSo() {
        let products = MakerProductsPresenter.viewModel(for: .init(products: []), language: .english)
        #expect(products.empty == "No products yet." && products.nextAction == .registerProduct)
    }
}
