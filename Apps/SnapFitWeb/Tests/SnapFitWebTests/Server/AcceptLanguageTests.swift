import SnapFitAppCoreTestSupport
import SnapFitPresentation
import SnapFitWebTestSupport
import Synchronization
import Testing

@testable import SnapFitWeb

/// A new visitor is served in the language their browser asks for; a session keeps the language it started in.
@MainActor
@Suite struct AcceptLanguageTests {
    @Test(arguments: [
        ("ko-KR,ko;q=0.9", Language.korean), ("en-US", .english), ("en-US,en;q=0.9,ko;q=0.8", .english),
        ("fr-FR,ko;q=0.5,en;q=0.7", .english), ("KO", .korean), ("ja, ko;q=0.1", .korean),
    ])
    func theLanguageOfOursWithTheHighestWeight_isPreferred(header: String, expected: Language) {
        #expect(AcceptLanguage.preferred(header) == expected)
    }

    @Test(arguments: [nil, "", "fr-FR, de", "ko;q=0", "*", "en;q=abc;x"])
    func aHeaderNamingNoneOfOurs_prefersNothing(header: String?) {
        #expect(AcceptLanguage.preferred(header) == (header == "en;q=abc;x" ? .english : nil))
    }

    @Test func aNewVisitorsSession_isMadeInTheirBrowsersLanguage_andKeepsIt() async {
        // Given: an app whose sessions speak what they are made with (English when the browser names nothing)
        let asked = Mutex<[Language?]>([])
        let app = WebApp(phase: "DEV") { language in
            asked.withLock { $0.append(language) }
            return StubServices(language: language ?? .english)
        }
        let browser = TestBrowser(app)
        // When: a Korean browser opens the site, then comes back asking for English
        browser.headers["accept-language"] = "ko-KR,ko;q=0.9"
        let first = await browser.get("/")
        browser.headers["accept-language"] = "en-US"
        let again = await browser.get("/")
        // Then: one session, made in Korean, kept
        #expect(asked.withLock { $0 } == [.korean])
        #expect(first.text.contains("<html lang=\"ko\">"))
        #expect(again.text.contains("<html lang=\"ko\">"))
    }
}
