import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// Forms need their session's token, and two browsers never see each other's sign-in or settings.
@MainActor
@Suite struct WebSecurityTests {
    @Test func post_withoutTheFormToken_orWithAnotherSessionsToken_isRefused() async {
        let app = TestBrowser.devApp()
        let browser = TestBrowser(app)
        let other = TestBrowser(app)
        _ = await browser.get("/login")
        _ = await other.get("/login")
        #expect(await browser.post("/login", [("token", "dev-customer")], token: .some(nil)).status == 403)
        #expect(await browser.post("/login", [("token", "dev-customer")], token: other.formToken).status == 403)
        #expect(await browser.post("/products/1/like", [("liked", "1")], token: "forged").status == 403)
        #expect(await browser.get("/products").status == 401)
    }

    @Test func post_fromABrowserWithoutASession_isRefused() async {
        let browser = TestBrowser(TestBrowser.devApp())
        let page = await browser.post("/login", [("token", "dev-customer")], token: "0000")
        #expect(page.status == 403)
    }

    @Test func twoBrowsers_keepTheirOwnSignInListAndSettings() async {
        let app = TestBrowser.devApp()
        let alice = TestBrowser(app)
        let bob = TestBrowser(app)
        await alice.logIn()
        _ = await bob.get("/settings")
        _ = await bob.post("/settings", [("name", "lang"), ("value", "ko")])
        #expect(await alice.get("/products").status == 200)
        #expect(await bob.get("/products").status == 401)
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
