import Foundation
import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitHTTPServer
import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// What the web app decides before any page: the methods a path takes, the origin a form comes from, and who may
/// send a large body.
@MainActor
@Suite struct WebAppEdgeTests {
    private func browser(_ useCases: UseCaseFactory = .stubbed()) -> TestBrowser {
        TestBrowser(TestBrowser.app(over: StubServices(useCases: useCases)))
    }

    /// The catalog the registration form offers.
    private var catalog: StubReferenceDataRepository {
        var catalog = Fixtures.referenceData()
        catalog.onLocations = { [Location(id: 1, name: "서울")] }
        return catalog
    }

    private func head(_ target: String, cookie: String?) -> HTTPRequest {
        let (path, query) = (try? HTTPRequestTarget.decode(Array(target.utf8))) ?? (target, [])
        return HTTPRequest(
            method: "POST", path: path, query: query,
            headers: cookie.map { ["cookie": "snapfit_session=\($0)"] } ?? [:])
    }

    @Test(arguments: ["PUT", "DELETE", "PATCH", "OPTIONS"])
    func aMethodNoFormUses_is405_namingWhatThePathTakes(method: String) async {
        // When
        let page = await browser().get("/products", method: method)
        // Then
        #expect(page.status == 405)
        #expect(page.header("Allow") == "GET, HEAD")
    }

    @Test func aPostToAPageThatOnlyShows_is405_andAFormsPathTakesPostToo() async {
        // When
        let products = await browser().post("/products", [])
        let login = await browser().get("/login", method: "DELETE")
        let unknown = await browser().get("/nowhere", method: "DELETE")
        // Then
        #expect(products.status == 405 && products.header("Allow") == "GET, HEAD")
        #expect(login.status == 405 && login.header("Allow") == "GET, HEAD, POST")
        #expect(unknown.status == 404)
    }

    @Test func aHEAD_isAnsweredAsItsGET_theServerLeavesOutTheBody() async {
        // Given
        let sut = browser(.stubbed(referenceData: Fixtures.referenceData()))
        // When
        let get = await sut.get("/login")
        let head = await sut.get("/login", method: "HEAD")
        // Then
        #expect(head.status == 200)
        #expect(head.response.body.count == get.response.body.count && !get.response.body.isEmpty)
    }

    /// A feature's form: a page with its session's token, and a POST that comes back to it.
    private static let form = WebFeature(
        pages: [
            WebPage("/form", methods: ["GET", "POST"]) { request in
                guard request.http.method == "POST" else {
                    let form: HTML = "<form method=\"post\" action=\"/form\">\(request.context.tokenField)</form>"
                    return WebResponse.page(Layout.page(title: "Form", form, request.context))
                }
                return WebResponse.redirect(to: "/form")
            }
        ],
        myPageLinks: [])

    @Test func aFormFromAnotherSite_isRefused_evenWithThisSessionsToken() async {
        // Given
        let sut = TestBrowser(
            TestBrowser.app(
                over: StubServices(useCases: .stubbed(accounts: .signedIn(as: Fixtures.customer))),
                features: [Self.form]))
        _ = await sut.get("/form")
        let token = sut.formToken
        let cookie = sut.cookie ?? ""
        func post(origin: String?) async -> HTTPResponse {
            var headers = [
                "cookie": "snapfit_session=\(cookie)", "content-type": "application/x-www-form-urlencoded",
                "host": "127.0.0.1:8080",
            ]
            headers["origin"] = origin
            return await sut.app.respond(
                to: HTTPRequest(
                    method: "POST", path: "/form", headers: headers,
                    body: Data("csrf=\(token ?? "")&lang=en".utf8)))
        }
        // When
        let foreign = await post(origin: "https://evil.example")
        let own = await post(origin: "http://127.0.0.1:8080")
        let none = await post(origin: nil)
        // Then
        #expect(foreign.status == 403)
        #expect(own.status == 303)
        #expect(none.status == 303)
    }

    @Test func theLargeBody_isForAMakerShownTheForm_once() async throws {
        // Given: a maker who opened the registration form
        let sut = browser(
            .stubbed(accounts: .signedIn(as: Fixtures.maker), referenceData: catalog))
        let form = await sut.get("/maker/register")
        let cookie = try #require(sut.cookie)
        let action = try #require(form.text.range(of: "action=\"/maker/register?permit=")).upperBound
        let permit = String(form.text[action...].prefix { $0 != "\"" })
        // When / Then
        #expect(form.status == 200)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(permit)", cookie: nil)) == WebApp.formBody)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=wrong", cookie: cookie)) == WebApp.formBody)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(permit)", cookie: cookie)) == WebApp.uploadBody)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(permit)", cookie: cookie)) == WebApp.formBody)
        #expect(sut.app.bodyLimit(for: head("/maker/register", cookie: cookie)) == WebApp.formBody)
    }

    @Test func twoTabsOfTheForm_eachSendTheirPicturesOnce() async throws {
        // Given: the form opened twice
        let sut = browser(.stubbed(accounts: .signedIn(as: Fixtures.maker), referenceData: catalog))
        func permit(of form: Page) throws -> String {
            let action = try #require(form.text.range(of: "action=\"/maker/register?permit=")).upperBound
            return String(form.text[action...].prefix { $0 != "\"" })
        }
        let first = try permit(of: await sut.get("/maker/register"))
        let second = try permit(of: await sut.get("/maker/register"))
        let cookie = try #require(sut.cookie)
        // When / Then
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(first)", cookie: cookie)) == WebApp.uploadBody)
        #expect(sut.app.bodyLimit(for: head("/maker/register?permit=\(second)", cookie: cookie)) == WebApp.uploadBody)
    }

    @Test func aCustomer_isToldAtOnceThatOnlyMakersRegister_andGetsNoPermit() async {
        // Given
        let sut = browser(
            .stubbed(accounts: .signedIn(as: Fixtures.customer), referenceData: catalog))
        // When
        let page = await sut.get("/maker/register")
        // Then
        #expect(page.status == 403)
        #expect(!page.text.contains("permit="))
        #expect(!page.text.contains("register-form"))
    }
}
