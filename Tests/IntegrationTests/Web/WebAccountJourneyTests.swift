import SnapFitWebFeatures
import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// Sign-up, profile edit and withdrawal over the DEV stack, as a browser sends them.
@MainActor
@Suite(.serialized) struct WebAccountJourneyTests {
    private static let terms = [("terms", "service"), ("terms", "privacy"), ("terms", "age")]

    @Test func aLoginWithoutAccount_leadsToSignUp_whichKeepsTheTokenOutOfThePage() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let login = await browser.logIn("newcomer-token")
        #expect(login.status == 303 && login.header("Location") == "/signup")
        let form = await browser.get("/signup")
        #expect(form.status == 200)
        #expect(form.text.contains("name=\"terms\" value=\"service\""))
        #expect(form.text.contains("name=\"vibes\""))
        #expect(!form.text.contains("newcomer-token") && !form.text.contains("id=\"token\""))
    }

    @Test func signUp_refusesEachAnswerBesideItsField_thenSignsIn() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn("newcomer-token")
        _ = await browser.get("/signup")
        let noTerms = await browser.post("/signup", [("nickname", "새사람"), ("vibes", "시크")])
        #expect(noTerms.status == 400 && noTerms.text.contains("id=\"terms-error\""))
        let shortName = await browser.post("/signup", Self.terms + [("nickname", "x"), ("vibes", "시크")])
        #expect(shortName.status == 400 && shortName.text.contains("id=\"nickname-error\""))
        #expect(shortName.text.contains("value=\"service\" checked"))
        let noVibes = await browser.post("/signup", Self.terms + [("nickname", "새사람")])
        #expect(noVibes.status == 400 && noVibes.text.contains("id=\"vibes-error\""))

        let done = await browser.post("/signup", Self.terms + [("nickname", "새사람"), ("vibes", "시크")])
        #expect(done.status == 303)
        let me = await browser.get("/me")
        #expect(me.status == 200 && me.text.contains("<h1>새사람</h1>"))
    }

    @Test func aNewcomerSentToLogIn_signsUp_andComesBackToThePageAskedFor() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let asked = await browser.get("/likes")
        #expect(asked.header("Location") == "/login?back=%2Flikes")
        let login = await browser.get("/login?back=%2Flikes")
        #expect(login.text.contains("href=\"/signup?back=%2Flikes\""))
        let noAccount = await browser.post(
            "/login", [("provider", "kakao"), ("token", "newcomer-token"), ("back", "/likes")])
        #expect(noAccount.header("Location") == "/signup?back=%2Flikes")
        let form = await browser.get("/signup?back=%2Flikes")
        #expect(form.text.contains("name=\"back\" value=\"/likes\""))
        let done = await browser.post(
            "/signup", Self.terms + [("nickname", "새사람"), ("vibes", "시크"), ("back", "/likes")])
        #expect(done.status == 303 && done.header("Location") == "/likes")
    }

    @Test func signUp_withoutALogin_asksForTheSocialAccount() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        let form = await browser.get("/signup")
        #expect(form.text.contains("id=\"provider\"") && form.text.contains("id=\"token\""))
        let done = await browser.post(
            "/signup",
            [("provider", "kakao"), ("token", "fresh-token")] + Self.terms + [
                ("nickname", "새손님"), ("vibes", "러블리"),
            ])
        #expect(done.status == 303)
        #expect(await browser.get("/me").text.contains("<h1>새손님</h1>"))
    }

    @Test func profileEdit_showsTheCurrentProfile_refusesTheSameNickname_andSaves() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let form = await browser.get("/me/edit")
        #expect(form.status == 200 && form.text.contains("id=\"nickname-hint\""))
        let same = await browser.post("/me/edit", [("nickname", "스냅러버"), ("vibes", "시크")])
        #expect(same.status == 400 && same.text.contains("id=\"profile-error\""))
        let saved = await browser.post("/me/edit", [("nickname", "<i>새이름</i>"), ("vibes", "시크")])
        #expect(saved.status == 400)
        #expect(saved.text.contains("&lt;i&gt;새이름&lt;/i&gt;"))
        let done = await browser.post("/me/edit", [("nickname", "새이름"), ("vibes", "시크")])
        #expect(done.status == 303 && done.header("Location") == "/me")
        let me = await browser.get("/me")
        #expect(me.text.contains("<h1>새이름</h1>") && me.text.contains("id=\"notice\""))
    }

    @Test func withdraw_asksFirst_thenWithdrawsAndSignsOut() async {
        let browser = TestBrowser(TestBrowser.devApp(features: WebFeature.installed))
        await browser.logIn()
        let question = await browser.get("/me/withdraw")
        #expect(question.status == 200 && question.text.contains("id=\"withdraw-confirm\""))
        #expect(await browser.get("/me").status == 200)
        let withdrawn = await browser.post("/me/withdraw", [])
        #expect(withdrawn.status == 303)
        let home = await browser.get("/")
        #expect(home.status == 200 && home.text.contains("href=\"/signup\"") && home.text.contains("id=\"notice\""))
        #expect(await browser.get("/me").status == 303)
    }
}
