import Foundation
import SnapFitDomainTestSupport
import SnapFitWeb
import SnapFitWebFeatures
import SnapFitWebTestSupport
import Testing

/// The web app's pages read the same in DEV and in REAL (over a sandbox), but for the photos' random tokens.
@MainActor
@Suite struct WebParityTests {
    @Test func browseLikeAndSettings_devAndReal_renderTheSamePages() async throws {
        let transcripts = try await ParityHarness.inBothPhases(language: .english) { configuration in
            let browser = TestBrowser(
                TestBrowser.app(configuration, session: testURLSession, phase: "PARITY", features: WebFeature.installed)
            )
            var pages: [String] = []
            await browser.logIn()
            for target in ["/", "/products?layout=grid", "/products/3", "/products/3/photos/1"] {
                pages.append(Self.comparable(await browser.get(target)))
            }
            _ = await browser.post("/products/3/like", [("liked", "1"), ("back", "/likes")])
            pages.append(Self.comparable(await browser.get("/likes")))
            _ = await browser.post("/settings", [("currency", "usd")])
            pages.append(Self.comparable(await browser.get("/products?vibe=%EC%8B%9C%ED%81%AC")))
            return (pages, .success)
        }
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.real.allSatisfy { $0.hasPrefix("200 ") })
        #expect(transcripts.real[4].contains("id=\"product-3\""))
    }

    @Test func bookingAndMakerPages_devAndReal_renderTheSamePages() async throws {
        let transcripts = try await ParityHarness.inBothPhases(language: .english) { configuration in
            let app = TestBrowser.app(
                configuration, session: testURLSession, phase: "PARITY", features: WebFeature.installed)
            let customer = TestBrowser(app)
            var pages: [String] = []
            await customer.logIn()
            let answers = [
                ("product", "3"), ("option", "120"), ("time", BookingDay.at("10:00")), ("people", "2"),
                ("email", "fan@example.com"), ("phone", ""), ("place", "성수"),
            ]
            pages.append(Self.comparable(await customer.get("/reservations/new?product=3")))
            pages.append(
                Self.comparable(
                    await customer.post(
                        "/reservations", answers.map { ($0.0, $0.0 == "time" ? "2020-01-01 10:00" : $0.1) })))
            pages.append(Self.comparable(await customer.post("/reservations", answers)))
            let location = await customer.post("/reservations", answers + [("confirm", "yes")]).header("Location") ?? ""
            pages.append(Self.comparable(await customer.get(location)))
            pages.append(Self.comparable(await customer.get("/reservations")))
            let maker = TestBrowser(app)
            await maker.logIn("dev-maker")
            for target in ["/maker/products", "/maker/register", "/me/edit"] {
                pages.append(Self.comparable(await maker.get(target)))
            }
            return (pages, .success)
        }
        #expect(transcripts.dev == transcripts.real)
        #expect(transcripts.real[1].hasPrefix("400 ") && transcripts.real[3].contains("id=\"notice\""))
    }

    /// The status and the page, with each session's random tokens and photo sizes left out.
    private static func comparable(_ page: Page) -> String {
        "\(page.status) "
            + page.text
            .replacingOccurrences(of: "/photos/[0-9a-f]{64}", with: "/photos/<token>", options: .regularExpression)
            .replacingOccurrences(of: "value=\"[0-9a-f]{64}\"", with: "value=\"<token>\"", options: .regularExpression)
            .replacingOccurrences(of: "permit=[0-9a-f]{64}", with: "permit=<token>", options: .regularExpression)
    }
}
