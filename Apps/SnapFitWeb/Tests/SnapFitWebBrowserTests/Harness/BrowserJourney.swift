import Foundation
import SnapFitWeb
import SnapFitWebFeatures
import SnapFitWebTestSupport
import Testing

/// One journey through the web app in headless chromium: the app served in DEV over a fresh home on a free
/// loopback port, a browser session of its own on the suite's driver, and a screenshot of each page it visits at
/// phone and desktop widths.
@MainActor
final class BrowserJourney {
    let name: String
    let browser: WebDriverSession
    private let base: URL
    private var pages = 0

    private init(name: String, browser: WebDriverSession, base: URL) {
        self.name = name
        self.browser = browser
        self.base = base
    }

    /// Runs `body` as the journey `name`; the browser and the server are closed whatever happens.
    static func run(_ name: String, _ body: (BrowserJourney) async throws -> Void) async throws {
        let host = try #require(BrowserScope.host, "the browser suite needs the .needsBrowser trait")
        try Screenshots.clear(journey: name)
        let server = WebServer(TestBrowser.devApp(features: WebFeature.installed), host: "127.0.0.1", port: 0)
        let port = try server.start()
        do {
            let browser = try await host.driver.client.newSession(binary: host.tools.chromium)
            do {
                try await body(
                    BrowserJourney(name: name, browser: browser, base: URL(string: "http://127.0.0.1:\(port)")!))
            } catch {
                try? await browser.delete()
                throw error
            }
            try await browser.delete()
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Opens `path` (with its query) of the app.
    func open(_ path: String) async throws {
        try await browser.navigate(to: URL(string: path, relativeTo: base)!.absoluteURL)
    }

    /// The current page's path and query, as the app wrote them.
    func here() async throws -> String {
        let url = try await browser.currentURL()
        return url.path + (url.query.map { "?" + $0 } ?? "")
    }

    /// The first element matching `selector`, waiting up to the session's implicit wait for it to appear.
    func element(_ selector: String) async throws -> WebElement {
        try await browser.element(selector)
    }

    func click(_ selector: String) async throws {
        try await browser.click(element(selector))
    }

    /// Clicks `selector`, then waits for the page it leads to by `next`, an element only that page has: a form
    /// sent by a click may still be on its way when the click returns.
    func click(_ selector: String, expecting next: String) async throws {
        try await click(selector)
        _ = try await element(next)
    }

    /// Clears the field, then types `text` into it.
    func fill(_ selector: String, _ text: String) async throws {
        let field = try await element(selector)
        try await browser.clear(field)
        try await browser.sendKeys(field, text)
    }

    /// Sets a picker (a date or time input) to `value` in its wire form, as choosing in the picker would: typing
    /// into one follows the browser's locale.
    func pick(_ selector: String, _ value: String) async throws {
        try await browser.setValue(element(selector), value)
    }

    func text(_ selector: String) async throws -> String {
        try await browser.text(element(selector))
    }

    func attribute(_ selector: String, _ name: String) async throws -> String? {
        try await browser.attribute(element(selector), name)
    }

    /// How many elements match `selector`; waits for at least one as long as `element` does.
    func count(_ selector: String) async throws -> Int {
        try await browser.elements(selector).count
    }

    /// Photographs the page at each viewport as `<journey>-<nn>-<page>-<viewport>.png`, ending at desktop width.
    /// Each picture must be as wide as its viewport.
    func capture(_ page: String) async throws {
        pages += 1
        for viewport in Viewport.allCases {
            try await browser.setWindowSize(width: viewport.width, height: viewport.height)
            let png = try await browser.screenshot()
            #expect(PNGSize(png)?.width == viewport.width, "\(page) at \(viewport.rawValue)")
            let number = (pages < 10 ? "0" : "") + String(pages)
            try Screenshots.write(png, named: "\(self.name)-\(number)-\(page)-\(viewport.rawValue).png")
        }
    }
}
