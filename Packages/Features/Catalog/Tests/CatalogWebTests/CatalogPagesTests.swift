import CatalogDomain
import CatalogPresentation
import Foundation
import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitWebTestSupport
import Synchronization
import Testing

@testable import CatalogWeb

/// The pages over doubles of the app core: what each renders of what its scene displayed, the status it answers
/// with, and where it leads next. The whole DEV stack runs only in the web journeys of the integration tests.
@MainActor
@Suite struct PagesTests {
    private func browser(_ useCases: UseCaseFactory) -> TestBrowser {
        TestBrowser(TestBrowser.app(over: StubServices(useCases: useCases), features: [CatalogPages.feature]))
    }

    @Test func products_inTheAddressesLayout_withTheRulesLimits_andTheLayoutNotSaved() async {
        // Given
        let preferences = SpyPreferencesStore()
        let sut = browser(
            .stubbed(
                accounts: .signedIn(as: .fixture()), referenceData: Fixtures.referenceData(),
                products: .catalog(count: 45), preferences: preferences))
        // When
        let grid = await sut.get("/products?layout=grid")
        let plain = await sut.get("/products")
        // Then
        #expect(grid.status == 200)
        #expect(grid.text.contains("class=\"cards grid\""))
        #expect(grid.text.contains("maxlength=\"\(SearchQuery.maxLength)\""))
        #expect(grid.text.contains("href=\"/products?layout=grid&amp;count=\(2 * FetchProducts.pageSize)\""))
        #expect(plain.text.contains("class=\"cards rows\""))
        #expect(preferences.saves.isEmpty)
    }

    @Test func products_readTheCatalogsVibesOnce_andShowTheirChipsEachTime() async {
        // Given
        let reads = Mutex(0)
        var referenceData = Fixtures.referenceData()
        referenceData.onVibes = {
            reads.withLock { $0 += 1 }
            return Fixtures.vibes
        }
        let sut = browser(
            .stubbed(
                accounts: .signedIn(as: .fixture()), referenceData: referenceData, products: .catalog(count: 5)))
        // When
        let first = await sut.get("/products")
        let again = await sut.get("/products?layout=grid")
        // Then
        for page in [first, again] {
            #expect(page.text.components(separatedBy: "href=\"/products?vibe=").count == Fixtures.vibes.count + 1)
        }
        #expect(reads.withLock { $0 } == 1)
    }

    @Test func home_signedOut_isTheWelcome_withTheVibesAndTheWayIn_andNoSceneAsked() async {
        // Given: a home scene that fails the test if asked
        let sut = browser(.stubbed(referenceData: Fixtures.referenceData()))
        // When
        let page = await sut.get("/")
        // Then
        #expect(page.status == 200)
        #expect(page.text.contains("href=\"/login\"") && page.text.contains("href=\"/signup\""))
        for vibe in Fixtures.vibes { #expect(page.text.contains("<li>\(vibe.name)")) }
    }

    @Test func home_signedOut_withoutTheCatalog_stillWelcomes() async {
        // Given
        var referenceData = StubReferenceDataRepository()
        referenceData.onVibes = { () throws(DomainError) in throw .unreachable }
        let sut = browser(.stubbed(referenceData: referenceData))
        // When
        let page = await sut.get("/")
        // Then
        #expect(page.status == 200)
        #expect(page.text.contains("href=\"/login\"") && !page.text.contains("id=\"vibes\""))
    }

    @Test func likes_signedOut_leadsToLogIn_andBack() async {
        // Given
        var likes = StubLikeRepository()
        likes.onLikedProducts = { (_) throws(DomainError) in throw .signedOut }
        let sut = browser(.stubbed(likes: likes))
        // When
        let page = await sut.get("/likes")
        // Then
        #expect(page.status == 303)
        #expect(page.header("Location") == "/login?back=%2Flikes")
    }

    @Test func aServerOutOfReach_isA502_offeringToTryAgain_andNoLogIn() async {
        // Given
        var products = StubProductRepository()
        products.onProduct = { (_) throws(DomainError) in throw .unreachable }
        let sut = browser(.stubbed(accounts: .signedIn(as: .fixture()), products: products))
        // When
        let page = await sut.get("/products/7")
        // Then
        #expect(page.status == 502)
        #expect(page.text.contains("Cannot reach the SnapFit server."))
        #expect(page.text.contains("href=\"/products/7\""))
        #expect(!page.text.contains("href=\"/login\""))
    }

    @Test func aMakersOwnProduct_offersNeitherTheLikeNorTheBooking_norLikesOnTheirOthers() async {
        // Given: maker 2 looks at their product 7
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id, makerID: 2) }
        products.onProducts = { (_, _) in [.fixture(id: 8, makerID: 2)] }
        let sut = browser(.stubbed(accounts: .signedIn(as: .fixture(id: 2, role: .maker)), products: products))
        // When
        let page = await sut.get("/products/7")
        // Then
        #expect(page.status == 200)
        #expect(page.text.contains("id=\"own\""))
        #expect(!page.text.contains("id=\"reserve\"") && !page.text.contains("class=\"like\""))
        #expect(page.text.contains("href=\"/products/8\""))
    }

    @Test func aProductThatDoesNotExist_isA404() async {
        // Given
        var products = StubProductRepository()
        products.onProduct = { (_) throws(DomainError) in throw .productNotFound }
        let sut = browser(.stubbed(accounts: .signedIn(as: .fixture()), products: products))
        // When
        let page = await sut.get("/products/99")
        // Then
        #expect(page.status == 404)
        #expect(page.text.contains("That product does not exist."))
    }

}
