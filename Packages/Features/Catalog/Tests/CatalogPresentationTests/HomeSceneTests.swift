import CatalogDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import CatalogPresentation

final class HomePresentationLogicSpy: HomePresentationLogic {
    private(set) var homes: [Home] = []
    private(set) var errors: [DomainError] = []

    func presentHome(response: HomeScene.Load.Response) { homes.append(response.home) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct HomeSceneTests {
    @Test func interactor_signedIn_presentsTheHome() async {
        let presenter = HomePresentationLogicSpy()
        let sut = HomeInteractor(
            presenter: presenter,
            fetchHome: FetchHome(
                accounts: StubAccountRepository.signedIn(as: Fixtures.customer),
                products: StubProductRepository.catalog(count: 12)), fetchPricing: .stubbed())
        await sut.load(request: .init())
        #expect(presenter.homes.first?.featured.count == 10 && presenter.homes.first?.more.count == 2)
    }

    @Test func interactor_signedOut_presentsSignedOut() async {
        let presenter = HomePresentationLogicSpy()
        var accounts = StubAccountRepository()
        accounts.onProfile = { () throws(DomainError) in throw .signedOut }
        let sut = HomeInteractor(
            presenter: presenter,
            fetchHome: FetchHome(accounts: accounts, products: StubProductRepository.catalog(count: 1)),
            fetchPricing: .stubbed())
        await sut.load(request: .init())
        #expect(presenter.errors == [.signedOut])
    }

    @Test func presenter_greetsByNicknameAndLeavesOutEmptySections() {
        let home = Home(
            user: Fixtures.customer, recommended: ProductSummary.fixture(id: 1),
            featured: [ProductSummary.fixture(id: 1)], more: []
        )
        let viewModel = HomePresenter.viewModel(for: .init(home: home), language: .korean)
        #expect(viewModel.greeting == "안녕하세요, 스냅러버님")
        #expect(viewModel.recommended?.id == 1)
        #expect(viewModel.sections.map(\.title) == ["새로 올라온 상품"])
        #expect(viewModel.emptyNotice == nil)
    }

    @Test func presenter_withoutAnyProduct_saysSo() {
        let home = Home(user: Fixtures.customer, recommended: nil, featured: [], more: [])
        let viewModel = HomePresenter.viewModel(for: .init(home: home), language: .english)
        #expect(viewModel.sections.isEmpty)
        #expect(viewModel.emptyNotice == "No products yet.")
    }
}
