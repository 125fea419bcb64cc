import SnapFitAppCoreTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitHTTPServer
import SnapFitWebTestSupport
import Testing

@testable import SnapFitWeb

/// A feature's pages in the web app (decision 0024): answered in the session at their path, by their methods only,
/// and told every feature's links (which My page, a feature's page too, shows).
@MainActor
@Suite struct WebFeatureTests {
    private static let probe = WebFeature(
        pages: [
            WebPage("/probe", methods: ["GET", "POST"]) { request in
                let content: HTML = """
                    <h1>Probe \(request.http.method)</h1>
                    <form method="post" action="/probe">\(request.context.tokenField)<button>Go</button></form>
                    <ul>\(request.featureLinks.map { HTML("<li><a href=\"\($0.path)\">\($0.title(.english))</a></li>") })</ul>
                    """
                return WebResponse.page(Layout.page(title: "Probe", content, request.context))
            }
        ],
        myPageLinks: [WebLink("/probe") { $0.pick("탐침", "Probe") }])

    private func browser(_ useCases: UseCaseFactory = .stubbed()) -> TestBrowser {
        TestBrowser(TestBrowser.app(over: StubServices(useCases: useCases), features: [Self.probe]))
    }

    @Test func aFeaturesPage_isAnsweredAtItsPath_byItsMethods() async {
        // Given
        let sut = browser()
        // When
        let page = await sut.get("/probe")
        let head = await sut.get("/probe", method: "HEAD")
        let posted = await sut.post("/probe", [])
        let deleted = await sut.get("/probe", method: "DELETE")
        let elsewhere = await sut.get("/probe/else")
        // Then
        #expect(page.status == 200 && page.text.contains("<h1>Probe GET</h1>"))
        #expect(head.status == 200)
        #expect(posted.status == 200 && posted.text.contains("<h1>Probe POST</h1>"))
        #expect(deleted.status == 405)
        #expect(deleted.header("Allow") == "GET, HEAD, POST")
        #expect(elsewhere.status == 404)
    }

    @Test(arguments: [
        ("/things/12/photos/3", "12 3"), ("/things/12/photos/3/", "12 3"), ("//things/12/photos/3", "12 3"),
        ("/things/%23/photos/3", nil), ("/things/x/photos/3", nil), ("/things/0/photos/3", nil),
        ("/things/1234567890/photos/3", nil), ("/things/12/photos", nil),
    ])
    func aPathsIds_areTakenOnlyWhereThePageHasThem(path: String, ids: String?) async {
        // Given: a page that shows the ids it took
        let page = WebPage("/things/#/photos/#") { request in
            WebResponse.text(request.ids.map(String.init).joined(separator: " "))
        }
        let sut = TestBrowser(
            TestBrowser.app(over: StubServices(), features: [WebFeature(pages: [page], myPageLinks: [])]))
        // When
        let answer = await sut.get(path)
        // Then: an id is a positive number of at most nine digits; anything else is not this page
        #expect(answer.status == (ids == nil ? 404 : 200))
        if let ids { #expect(answer.text == ids) }
    }

    @Test func aFeaturesPost_needsTheFormToken_asEveryForm() async {
        let sut = browser()
        _ = await sut.get("/probe")
        #expect(await sut.post("/probe", [], token: "forged").status == 403)
    }

    @Test func aFeaturesPage_isToldTheFeaturesLinks_forMyPage() async {
        let page = await browser().get("/probe")
        #expect(page.text.contains("<li><a href=\"/probe\">Probe</a></li>"))
    }

    @Test func aRequestWaitingBehindALogin_isNotAnsweredAsTheNewUser_norGivenTheirCookie() async throws {
        // Given: a page that signs its visitor in once a gate opens, and one that says who asks
        let (gate, open) = AsyncStream<Void>.makeStream()
        let (entered, enter) = AsyncStream<Void>.makeStream()
        let pages = WebFeature(
            pages: [
                WebPage("/switch") { request in
                    enter.yield()
                    for await _ in gate { break }
                    request.session.changeUser(signedIn: true)
                    return WebResponse.text("switched")
                },
                WebPage("/who") { request in WebResponse.text(request.session.isSignedIn ? "user" : "visitor") },
            ], myPageLinks: [])
        let app = TestBrowser.app(over: StubServices(), features: [pages])
        let first = await app.respond(to: HTTPRequest(method: "GET", path: "/who"))
        let cookie = try #require(first.headers.first { $0.name == "Set-Cookie" }?.value.split(separator: ";").first)
        func get(_ path: String) async -> HTTPResponse {
            await app.respond(to: HTTPRequest(method: "GET", path: path, headers: ["cookie": String(cookie)]))
        }
        // When: the login holds the session's turn; a request with the same cookie comes meanwhile
        async let login = get("/switch")
        for await _ in entered { break }
        async let other = get("/who")
        for _ in 0..<100 { await Task.yield() }
        open.yield()
        let (loggedIn, waited) = await (login, other)
        // Then: only the login's answer carries the new cookie; the other was answered in a session of its own
        let renewed = loggedIn.headers.first { $0.name == "Set-Cookie" }?.value
        let given = waited.headers.first { $0.name == "Set-Cookie" }?.value
        #expect(renewed != nil && !renewed!.hasPrefix(String(cookie)))
        #expect(String(decoding: waited.body, as: UTF8.self) == "visitor")
        #expect(given != nil && given != renewed)
    }
}
