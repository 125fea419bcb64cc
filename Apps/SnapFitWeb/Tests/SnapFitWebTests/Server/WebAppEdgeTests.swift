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

    private func head(_ target: String, cookie: String?) -> HTTPRequest {
        let (path, query) = (try? HTTPRequestTarget.decode(Array(target.utf8))) ?? (target, [])
        return HTTPRequest(
            method: "POST", path: path, query: query,
            headers: cookie.map { ["cookie": "snapfit_session=\($0)"] } ?? [:])
    }

    @Test(arguments: ["PUT", "DELETE", "PATCH", "OPTIONS"])
    func aMethodNoFormUses_is405_namingWhatThePathTakes(method: String) async {
        // When
        let page = await browser().get("/healthz", method: method)
        // Then
        #expect(page.status == 405)
        #expect(page.header("Allow") == "GET, HEAD")
    }

    @Test func aPostToAPageThatOnlyShows_is405_andAFormsPathTakesPostToo() async {
        // When
        let health = await browser().post("/healthz", [])
        let form = WebPage("/form", methods: ["POST"]) { _ in WebResponse.text("") }
        let like = await TestBrowser(
            TestBrowser.app(over: StubServices(), features: [WebFeature(pages: [form], myPageLinks: [])])
        ).get("/form", method: "DELETE")
        let unknown = await browser().get("/nowhere", method: "DELETE")
        // Then
        #expect(health.status == 405 && health.header("Allow") == "GET, HEAD")
        #expect(like.status == 405 && like.header("Allow") == "POST")
        #expect(unknown.status == 404)
    }

    @Test func aHEAD_isAnsweredAsItsGET_theServerLeavesOutTheBody() async {
        // Given
        let sut = browser()
        // When
        let get = await sut.get("/style.css")
        let head = await sut.get("/style.css", method: "HEAD")
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

    @Test func theLargeBodyOfAnUploadPage_isForASessionShownItsForm_once() async throws {
        // Given: a feature page that takes an upload, its form's address carrying a permit
        let upload = BodyLimit(maxBytes: 1 << 20, timeout: 60)
        let page = WebPage("/upload", methods: ["GET", "POST"], upload: upload) { request in
            WebResponse.text(request.uploadAddress("/upload"))
        }
        let sut = TestBrowser(
            TestBrowser.app(over: StubServices(), features: [WebFeature(pages: [page], myPageLinks: [])]))
        let address = await sut.get("/upload").text
        let cookie = try #require(sut.cookie)
        // When / Then
        #expect(sut.app.bodyLimit(for: head(address, cookie: nil)) == WebApp.formBody)
        #expect(sut.app.bodyLimit(for: head("/upload?permit=wrong", cookie: cookie)) == WebApp.formBody)
        #expect(sut.app.bodyLimit(for: head(address, cookie: cookie)) == upload)
        #expect(sut.app.bodyLimit(for: head(address, cookie: cookie)) == WebApp.formBody)
        #expect(sut.app.bodyLimit(for: head("/upload", cookie: cookie)) == WebApp.formBody)
    }

    @Test func DEV_isASmallBadge_notASentence_andREALShowsNone() async {
        // When
        let dev = await browser().get("/nowhere")
        let real = await TestBrowser(WebApp(phase: "REAL") { _ in StubServices() }).get("/nowhere")
        // Then
        #expect(dev.text.contains("<footer class=\"bottom\"><span class=\"badge\" title=\"development data\">DEV"))
        #expect(!dev.text.contains("Connected to"))
        #expect(!real.text.contains("<footer") && !real.text.contains("REAL"))
    }
}
