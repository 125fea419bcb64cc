import AccountsDomain
import Foundation
import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitWeb
import SnapFitWebTestSupport
import Synchronization
import Testing

@testable import AccountsWeb

/// The account's pages over doubles of the app core: what each renders of what its scene displayed, the status it
/// answers with, and where it leads next. The whole DEV stack runs in the web journeys of the integration tests.
@MainActor
@Suite struct AccountsPagesTests {
    /// A feature beside this one, whose link My page shows.
    private static let probe = WebFeature(pages: [], myPageLinks: [WebLink("/probe") { $0.pick("탐침", "Probe") }])

    private func browser(
        _ useCases: UseCaseFactory, features: [WebFeature] = [], phase: String = "DEV"
    ) -> TestBrowser {
        TestBrowser(
            TestBrowser.app(
                over: StubServices(useCases: useCases), features: [AccountsPages.feature] + features, phase: phase))
    }

    /// The login page's answer to `token`, which the server refuses, in `phase`.
    private func refusedLogin(_ token: String, phase: String = "DEV") async -> Page {
        var accounts = StubAccountRepository()
        accounts.onLogin = { _, _ throws(DomainError) in throw .invalidSocialToken }
        let sut = browser(.stubbed(accounts: accounts), phase: phase)
        _ = await sut.get("/login")
        return await sut.post("/login", [("provider", "kakao"), ("token", token)])
    }

    /// A user's counts, for My page.
    private func counted(_ accounts: StubAccountRepository, likes: Int = 0, reservations: Int = 0) -> UseCaseFactory {
        var likeRepository = StubLikeRepository()
        likeRepository.onLikeCount = { likes }
        var reservationRepository = StubReservationRepository()
        reservationRepository.onReservationCount = { reservations }
        return .stubbed(accounts: accounts, likes: likeRepository, reservations: reservationRepository)
    }

    @Test func login_withoutAnAccount_leadsToSignUp_whichKeepsTheSocialAccountOutOfThePage() async throws {
        // Given
        let sent = Mutex<SignUpForm?>(nil)
        var accounts = StubAccountRepository()
        accounts.onLogin = { _, _ in .needsSignUp }
        accounts.onSignUp = { form in sent.withLock { $0 = form } }
        let sut = browser(.stubbed(accounts: accounts, referenceData: Fixtures.referenceData()))
        _ = await sut.get("/login")
        // When
        let answer = await sut.post("/login", [("provider", "apple"), ("token", "t-secret")])
        let form = await sut.get("/signup")
        let done = await sut.post(
            "/signup",
            [("terms", "service"), ("terms", "privacy"), ("terms", "age"), ("nickname", "새사람"), ("vibes", "시크")])
        // Then
        #expect(answer.status == 303 && answer.header("Location") == "/signup")
        #expect(form.status == 200 && form.text.contains("id=\"signup-form\""))
        #expect(!form.text.contains("name=\"token\"") && !form.text.contains("t-secret"))
        #expect(done.status == 303 && done.header("Location") == "/")
        let signedUp = try #require(sent.withLock { $0 })
        #expect(signedUp.provider == .apple && signedUp.socialToken == "t-secret" && signedUp.nickname == "새사람")
    }

    @Test func signUp_withoutALogin_asksForTheSocialAccount_andARefusalComesBackWithWhy() async {
        // Given
        let sut = browser(.stubbed(referenceData: Fixtures.referenceData()))
        _ = await sut.get("/signup")
        // When
        let refused = await sut.post(
            "/signup",
            [("provider", "kakao"), ("token", "t"), ("terms", "service"), ("nickname", "새사람"), ("vibes", "시크")])
        // Then
        #expect(refused.status == 400)
        #expect(refused.text.contains("value=\"t\""))
        #expect(refused.text.contains("role=\"alert\""))
        // The hint names an account to make, not the seeded ones to use.
        #expect(refused.text.contains("such as new-friend (dev-customer and dev-maker exist already)"))
    }

    @Test func login_refused_keepsTheTokenAsTyped_andItsHintSaysWhatTheTokenIs() async {
        // When
        let refused = await refusedLogin("dev-custmer")
        // Then
        #expect(refused.status == 400)
        #expect(refused.text.contains("type=\"text\" id=\"token\" name=\"token\""))
        #expect(refused.text.contains("value=\"dev-custmer\""))
        #expect(refused.text.contains("any other name is a new account to sign up"))
    }

    @Test func refusedLogin_inREAL_keepsTheTokenSecret() async {
        // When: in REAL the token is a real social access token
        let refused = await refusedLogin("real-secret-token", phase: "REAL")
        // Then
        #expect(refused.status == 400)
        #expect(refused.text.contains("type=\"password\" id=\"token\" name=\"token\""))
        #expect(!refused.text.contains("real-secret-token"))
    }

    @Test func myPage_showsTheProfileAndTheMakersTools() async {
        // Given
        let sut = browser(counted(.signedIn(as: Fixtures.maker), likes: 3, reservations: 1))
        // When
        let page = await sut.get("/me")
        // Then
        #expect(page.status == 200)
        #expect(page.text.contains("<h1>\(Fixtures.maker.nickname)</h1>"))
        #expect(page.text.contains("Likes: 3"))
        #expect(page.text.contains("href=\"/maker/products\""))
        #expect(page.text.contains("href=\"/maker/reservations\""))
    }

    @Test func myPage_linksTheFeaturesPages() async {
        let sut = browser(counted(.signedIn(as: Fixtures.customer)), features: [Self.probe])
        let page = await sut.get("/me")
        #expect(page.text.contains("<li><a href=\"/probe\">Probe</a></li>"))
        #expect(page.text.contains("href=\"/me/edit\"") && page.text.contains("action=\"/logout\""))
    }

    @Test func myPage_buttonsByWeight_editingFirst_withdrawingApartAsTheDangerItIs() async throws {
        // When
        let page = await browser(counted(.signedIn(as: Fixtures.customer))).get("/me").text
        // Then: editing is the one primary button, logging out a secondary one, withdrawing a danger link set apart
        #expect(page.contains("<a class=\"button\" href=\"/me/edit\">"))
        #expect(page.contains("<button class=\"secondary\" type=\"submit\">Log out</button>"))
        let withdraw = try #require(
            page.range(of: "<p class=\"danger-zone\"><a class=\"danger\" href=\"/me/withdraw\">"))
        #expect(page.range(of: "action=\"/logout\"")!.lowerBound < withdraw.lowerBound)
        #expect(page.contains("Customer ·"))
    }

    @Test func eachPage_takesTheMethodsItHad() async {
        let sut = browser(.stubbed())
        let logout = await sut.get("/logout")
        let myPage = await sut.get("/me", method: "DELETE")
        let login = await sut.get("/login", method: "DELETE")
        #expect(logout.status == 405 && logout.header("Allow") == "POST")
        #expect(myPage.status == 405 && myPage.header("Allow") == "GET, HEAD")
        #expect(login.status == 405 && login.header("Allow") == "GET, HEAD, POST")
    }

    @Test func logout_endsTheSession_andGoesHome() async {
        // Given
        var accounts = StubAccountRepository.signedIn(as: Fixtures.customer)
        accounts.onLogout = {}
        let sut = browser(counted(accounts))
        _ = await sut.get("/me")
        let cookie = sut.cookie
        // When
        let answer = await sut.post("/logout", [])
        // Then: a new session, home
        #expect(answer.status == 303 && answer.header("Location") == "/")
        #expect(sut.cookie != cookie)
    }

    @Test func profileEdit_refused_comesBackWithWhy() async {
        // Given: the nickname kept as it is
        var accounts = StubAccountRepository.signedIn(as: Fixtures.customer)
        accounts.onUpdateProfile = { (_, _) throws(DomainError) in throw .nicknameUnchanged }
        let sut = browser(.stubbed(accounts: accounts, referenceData: Fixtures.referenceData()))
        _ = await sut.get("/me/edit")
        // When
        let page = await sut.post("/me/edit", [("nickname", Fixtures.customer.nickname), ("vibes", "시크")])
        // Then
        #expect(page.status == 400)
        #expect(page.text.contains("id=\"profile-error\""))
    }

    @Test func withdraw_asksFirst_thenWithdraws() async {
        // Given
        let withdrawn = Mutex(false)
        var accounts = StubAccountRepository.signedIn(as: Fixtures.customer)
        accounts.onWithdraw = { withdrawn.withLock { $0 = true } }
        let sut = browser(.stubbed(accounts: accounts))
        // When
        let question = await sut.get("/me/withdraw")
        let asked = withdrawn.withLock { $0 }
        let answer = await sut.post("/me/withdraw", [])
        // Then
        #expect(question.status == 200 && question.text.contains("id=\"withdraw-confirm\"") && !asked)
        #expect(answer.status == 303 && answer.header("Location") == "/")
        #expect(withdrawn.withLock { $0 })
    }
}
