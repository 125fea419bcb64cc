import SnapFitWebFeatures
import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// Forms need their session's token, and two browsers never see each other's sign-in or settings.
@MainActor
@Suite(.serialized) struct WebSecurityJourneyTests {
    @Test func post_withoutTheFormToken_orWithAnotherSessionsToken_isRefused() async {
        let app = TestBrowser.devApp(features: WebFeature.installed)
        let browser = TestBrowser(app)
        let other = TestBrowser(app)
        _ = await browser.get("/login")
        _ = await other.get("/login")
        #expect(await browser.post("/login", [("token", "dev-customer")], token: .some(nil)).status == 403)
        #expect(await browser.post("/login", [("token", "dev-customer")], token: other.formToken).status == 403)
        #expect(await browser.post("/products/1/like", [("liked", "1")], token: "forged").status == 403)
        #expect(await browser.get("/products").status == 303)
    }

    @Test func post_fromABrowserWithoutASession_isRefused() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let page = await browser.post("/login", [("token", "dev-customer")], token: "0000")
        #expect(page.status == 403)
    }

    @Test func twoBrowsers_keepTheirOwnSignInListAndSettings() async {
        let app = TestBrowser.devApp(features: WebFeature.installed)
        let alice = TestBrowser(app)
        let bob = TestBrowser(app)
        await alice.logIn()
        _ = await bob.get("/settings")
        _ = await bob.post("/settings", [("lang", "ko")])
        #expect(await alice.get("/products").status == 200)
        #expect(await bob.get("/products").header("Location") == "/login?back=%2Fproducts")
        #expect(await alice.get("/settings").text.contains("<html lang=\"en\">"))
        #expect(await bob.get("/settings").text.contains("<html lang=\"ko\">"))
        #expect(alice.cookie != bob.cookie)
        #expect(app.sessionCount == 2)
    }

    @Test func randomTokens_areLongUniqueAndComparedWhole() {
        let first = RandomToken.make()
        #expect(first.count == 64 && first != RandomToken.make())
        #expect(RandomToken.matches(first, first))
        #expect(!RandomToken.matches(String(first.dropLast()), first))
        #expect(!RandomToken.matches(String(first.dropLast()) + "x", first))
    }
}

/// Sessions change identity on login and logout, take one request at a time, and only POST changes anything.
@MainActor
@Suite(.serialized) struct WebSessionJourneyTests {
    @Test func login_andLogout_giveTheSessionANewIdAndFormToken() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        _ = await browser.get("/login")
        let before = (browser.cookie, browser.formToken)
        let login = await browser.logIn()
        #expect(login.header("Set-Cookie") != nil && browser.cookie != before.0)
        _ = await browser.get("/me")
        #expect(browser.formToken != before.1)
        #expect(await browser.get("/products").status == 200)
    }

    @Test func otherMethods_changeNothing() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        #expect(await browser.get("/logout", method: "DELETE").status == 405)
        #expect(await browser.get("/products/1/like", method: "PUT").header("Allow") == "POST")
        #expect(await browser.get("/me").status == 200)
    }

    @Test func twoRequestsAtOnce_eachGetTheirOwnPage() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        _ = await browser.get("/products")
        async let list = browser.get("/products?count=40")
        async let detail = browser.get("/products/2")
        let (listPage, detailPage) = await (list, detail)
        #expect(listPage.status == 200 && listPage.text.contains("<li id=\"product-40\""))
        #expect(detailPage.status == 200 && detailPage.text.contains("class=\"position\">Product 2 of "))
    }

    @Test func cookiesJoinedByCommas_stillFindTheSession() {
        #expect(SessionCookie.id(in: "a=1, snapfit_session=abc; b=2") == "abc")
        #expect(SessionCookie.id(in: "other=1") == nil)
        #expect(SessionCookie.id(in: nil) == nil)
    }
}
