import Foundation
import SnapFitWebTestSupport
import Testing

/// The web app's pages read the same in DEV and in REAL (over a sandbox), but for the photos' random tokens.
@MainActor
@Suite struct WebParityTests {
    @Test func browseLikeAndSettings_devAndReal_renderTheSamePages() async throws {
        let transcripts = try await ParityHarness.inBothPhases(language: .english) { configuration in
            let browser = TestBrowser(TestBrowser.app(configuration, session: testURLSession, phase: "PARITY"))
            var pages: [String] = []
            await browser.logIn()
            for target in ["/", "/products?layout=grid", "/products/3", "/products/3/photos/1"] {
                pages.append(Self.comparable(await browser.get(target)))
            }
            _ = await browser.post("/products/3/like", [("liked", "1"), ("back", "/likes")])
            pages.append(Self.comparable(await browser.get("/likes")))
            _ = await browser.post("/settings", [("name", "currency"), ("value", "usd")])
            pages.append(Self.comparable(await browser.get("/products?vibe=%EC%8B%9C%ED%81%AC")))
            return (pages, .success)
        }
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.real.allSatisfy { $0.hasPrefix("200 ") })
        #expect(transcripts.real[4].contains("id=\"product-3\""))
    }

    /// The status and the page, with each session's random tokens and photo sizes left out.
    private static func comparable(_ page: Page) -> String {
        "\(page.status) "
            + page.text
            .replacingOccurrences(of: "/photos/[0-9a-f]{64}", with: "/photos/<token>", options: .regularExpression)
            .replacingOccurrences(of: "value=\"[0-9a-f]{64}\"", with: "value=\"<token>\"", options: .regularExpression)
    }
}
