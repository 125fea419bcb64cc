import LikesWeb
import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitWeb
import SnapFitWebTestSupport
import Testing

/// `POST /products/<id>/like` over doubles: it likes or takes the like back, then goes back to its page.
@MainActor
@Suite struct LikeActionTests {
    /// A browser whose session has shown a form (a product's toggle, which the catalog's pages show).
    private func browser(_ services: StubServices) async -> TestBrowser {
        let toggle = WebPage("/toggle") { request in WebResponse.page("<form>\(request.context.tokenField)</form>") }
        let sut = TestBrowser(
            TestBrowser.app(
                over: services, features: [LikesPages.feature, WebFeature(pages: [toggle], myPageLinks: [])]))
        _ = await sut.get("/toggle")
        return sut
    }

    @Test func liking_sendsTheProduct_andGoesBackToThePageItWasOn() async {
        let liked = Recorder<Int>()
        var likes = StubLikeRepository()
        likes.onLike = { liked.append($0) }
        let services = StubServices(useCases: .stubbed(accounts: .signedIn(as: .fixture()), likes: likes))
        let sut = await browser(services)
        let answer = await sut.post("/products/12/like", [("liked", "1"), ("back", "/products?vibe=1")])
        #expect(answer.status == 303 && answer.header("Location") == "/products?vibe=1")
        #expect(liked.values == [12])
    }

    @Test func aPathWithoutAProduct_isNotAForm() async {
        let sut = await browser(StubServices())
        #expect(await sut.post("/products/x/like", [("liked", "1")]).status == 404)
    }
}
