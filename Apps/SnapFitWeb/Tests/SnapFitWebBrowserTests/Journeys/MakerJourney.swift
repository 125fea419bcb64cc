import Foundation
import Testing

extension BrowserJourneys {
    /// A maker registers a product with two pictures and a thumbnail, reviews it with its pictures, changes the
    /// title without choosing the pictures again, confirms, and finds it on its own page (with neither a like nor
    /// a booking) and among their products.
    @Test func maker_registersAProductWithTwoImages_andSeesIt() async throws {
        try await BrowserJourney.run("maker") { journey in
            // Given
            let images = try TestImages.files()
            let title = "Browser test snap \(UUID().uuidString.prefix(8))"
            try await journey.logIn("dev-maker")
            try await journey.open("/maker/register")
            // When
            try await journey.fill("#title", title)
            try await journey.fill("#description", "An hour of bright outdoor portraits, registered by a browser.")
            try await journey.click("input[name=vibes]")
            try await journey.click("input[name=locations]")
            try await journey.browser.chooseFiles(try await journey.element("#images"), Array(images[0...1]))
            try await journey.browser.chooseFiles(try await journey.element("#thumbnail"), [images[2]])
            try await journey.fill("#options", "60:120000\n90:160000")
            try await journey.fill("#personPrice", "30000")
            try await journey.click("#studio")
            try await journey.capture("register-form")
            try await journey.click("#register-submit", expecting: "section#review")
            #expect(try await journey.here() == "/maker/register/review")
            #expect(try await journey.count("section#review ul.thumbnails img") == 3)
            try await journey.capture("review")
            try await journey.click("#change", expecting: "#register-form")
            #expect(try await journey.attribute("#title", "value") == title)
            try await journey.fill("#title", title + " v2")
            try await journey.click("#register-submit", expecting: "section#review")
            #expect(try await journey.text("#review-title") == title + " v2")
            try await journey.click("#confirm", expecting: "article.product")
            // Then
            let page = try await journey.here()
            #expect(page.hasPrefix("/products/"))
            #expect(try await journey.text("article.product h1") == title + " v2")
            #expect(try await journey.count("article.product ul.slider img") == 2)
            #expect(try await journey.count("#own") == 1)
            #expect(try await journey.count("#reserve, form.like") == 0)
            try await journey.capture("new-product")
            try await journey.open("/maker/products")
            #expect(try await journey.text("main a[href='\(page)']").contains(title + " v2"))
            try await journey.capture("maker-products")
        }
    }
}
