import Foundation
import SnapFitDomain
import SnapFitWebFeatures
import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// Every page over the DEV stack (a journey, end to end), as a browser sees it: status, key content, and the headers that keep it safe.
@MainActor
@Suite(.serialized) struct WebPagesJourneyTests {
    @Test func health_stylesheetAndScript_areServedWithoutASession() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let health = await browser.get("/healthz")
        #expect(health.status == 200 && health.text == "ok\n")
        #expect(await browser.get("/style.css").header("Content-Type") == "text/css; charset=utf-8")
        #expect(await browser.get("/app.js").header("Content-Type") == "text/javascript; charset=utf-8")
        #expect(browser.cookie == nil)
    }

    @Test func everyPage_forbidsInlineScript_andFraming_andSetsAnHttpOnlyLaxCookie() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let page = await browser.get("/login")
        let policy = page.header("Content-Security-Policy") ?? ""
        #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"))
        #expect(policy.contains("frame-ancestors 'none'"))
        let cookie = page.header("Set-Cookie") ?? ""
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"))
        #expect(!page.text.contains("<script>") && page.text.contains("<script src=\"/app.js\" defer></script>"))
    }

    @Test func aNewVisitorsFrontDoor_isTheWelcome_withTheCatalogsVibesAndTheWayIn() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let welcome = await browser.get("/")
        #expect(welcome.status == 200)
        #expect(welcome.text.contains("href=\"/login\"") && welcome.text.contains("href=\"/signup\""))
        #expect(welcome.text.contains("<li>러블리 (lovely)</li>") || welcome.text.contains("<li>러블리</li>"))
        #expect(await browser.get("/login").text.contains("href=\"/signup\""))
    }

    @Test func signedOut_aPageThatNeedsAUser_leadsToLogIn_andBackAfterIt() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let page = await browser.get("/products?layout=grid")
        #expect(page.status == 303)
        let login = await browser.get(page.header("Location") ?? "")
        #expect(login.text.contains("name=\"back\" value=\"/products?layout=grid\""))
        let signedIn = await browser.post(
            "/login", [("provider", "kakao"), ("token", "dev-customer"), ("back", "/products?layout=grid")])
        #expect(signedIn.header("Location") == "/products?layout=grid")
    }

    @Test func login_withARefusedToken_showsTheErrorBesideTheField_andNeverTheToken() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let page = await browser.logIn(" ")
        #expect(page.status == 400)
        #expect(page.text.contains("id=\"token-error\""))
        let newcomer = await browser.logIn("<b>secret-token</b>")
        #expect(newcomer.header("Location") == "/signup")
        #expect(!(await browser.get("/signup").text.contains("secret-token")))
    }

    @Test func home_afterLogin_greetsAndShowsSections() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        #expect(await browser.logIn().status == 303)
        let home = await browser.get("/")
        #expect(home.status == 200)
        #expect(home.text.contains("<h2 id=\"section-0\">"))
        #expect(home.firstPhotoPath != nil)
    }

    @Test func products_inGrid_withChipsSearchAndAMoreLink() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let page = await browser.get("/products?layout=grid")
        #expect(page.status == 200)
        #expect(page.text.contains("class=\"cards grid\""))
        // The step and the search's limit are the catalog's rules, which its own tests check.
        #expect(page.text.contains("rel=\"next\" href=\"/products?layout=grid&amp;count="))
        #expect(page.text.contains("type=\"search\""))
        #expect(page.text.contains("role=\"search\""))
        #expect(page.text.contains("class=\"chips\""))
        let more = await browser.get("/products?count=40")
        #expect(more.text.components(separatedBy: "<li id=\"product-").count - 1 == 40)
        // A layout in the address is that page's only (a GET changes nothing); the settings save one.
        #expect(await browser.get("/products").text.contains("class=\"cards rows\""))
        #expect(await browser.post("/settings", [("layout", "grid")]).status == 303)
        #expect(await browser.get("/products").text.contains("class=\"cards grid\""))
        #expect(await browser.post("/settings", [("layout", "tiles")]).status == 400)
    }

    @Test func products_byVibe_andAnUnknownVibeIsRefused() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let chic = await browser.get("/products?vibe=%EC%8B%9C%ED%81%AC")
        #expect(chic.status == 200 && chic.text.contains("aria-current=\"true\">"))
        let unknown = await browser.get("/products?vibe=punk")
        #expect(unknown.status == 400)
    }

    @Test func search_escapesHostileWords() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let page = await browser.get("/products?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E")
        #expect(page.status == 200)
        #expect(!page.text.contains("<script>alert(1)"))
        #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func detail_stepsThroughTheList_andTheListMarksTheLastViewed() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        _ = await browser.get("/products")
        let detail = await browser.get("/products/3")
        #expect(detail.status == 200)
        #expect(detail.text.contains("class=\"position\">Product 3 of "))
        #expect(detail.text.contains("class=\"options\"><li>"))
        let next = await browser.get("/products/3/next")
        #expect(next.status == 303 && next.header("Location") == "/products/4")
        _ = await browser.get("/products/4")
        let list = await browser.get("/products")
        #expect(list.text.contains("id=\"product-4\" class=\"card last-viewed\""))
        let previousOfFirst = await browser.get("/products/1/prev")
        #expect(previousOfFirst.status == 404)
    }

    @Test func photos_areServedOnlyWhenThisSessionWasShownThem() async {
        let app = TestBrowser.devApp(features: WebFeature.installed)
        let browser = TestBrowser(app)
        await browser.logIn()
        let path = await browser.get("/products/1").firstPhotoPath
        let photo = await browser.get(path ?? "/photos/none")
        #expect(photo.status == 200, "\(photo.text)")
        #expect(photo.status == 200 && photo.header("Content-Type") == "image/png")
        #expect(await browser.get("/photos/0123").status == 404)
        let stranger = TestBrowser(app)
        #expect(await stranger.get(path ?? "/photos/none").status == 404)
    }

    @Test func photoViewer_showsOnePhotoWithItsPlace_andRefusesOneThatIsNot() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let viewer = await browser.get("/products/1/photos/1")
        #expect(viewer.status == 200 && viewer.text.contains("1 / "))
        #expect(viewer.text.contains("href=\"/products/1#photo-1\""))
        #expect(await browser.get("/products/1/photos/99").status >= 400)
    }

    @Test func likeToggle_likesAndComesBack_andLikesListsIt() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        _ = await browser.get("/products/5")
        let liked = await browser.post("/products/5/like", [("liked", "1"), ("back", "/products/5")])
        #expect(liked.status == 303 && liked.header("Location") == "/products/5")
        #expect(await browser.get("/likes").text.contains("id=\"product-5\""))
        for hostile in [
            "https://evil.example/", "//evil.example", "/\t/evil.example", "/\\evil.example", "javascript:x",
        ] {
            let away = await browser.post("/products/5/like", [("liked", "0"), ("back", hostile)])
            #expect(away.header("Location") == "/products/5")
        }
    }

    @Test func settings_changeAtOnce_andStayWithTheSession() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        _ = await browser.get("/settings")
        let changed = await browser.post("/settings", [("lang", "ko")])
        #expect(changed.status == 303)
        let page = await browser.get("/settings")
        #expect(page.text.contains("<html lang=\"ko\">"))
        #expect(page.text.contains("<option value=\"usd\">"))
        #expect(await browser.post("/settings", [("lang", "fr")]).status == 400)
    }

    @Test func myPage_andLogout() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("dev-maker")
        let me = await browser.get("/me")
        #expect(me.status == 200 && me.text.contains("<h2>Maker tools</h2>"))
        #expect(await browser.post("/logout", []).status == 303)
        #expect(await browser.get("/me").header("Location") == "/login?back=%2Fme")
    }

    @Test func unknownAddresses_areA404Page() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let missing = await browser.get("/nope")
        #expect(missing.status == 404 && missing.text.contains("<h1>Page not found</h1>"))
        #expect(await browser.get("/products/abc").status == 404)
        #expect(await browser.get("/products/1234567890").status == 404)
    }
}
