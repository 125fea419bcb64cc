import Foundation
import Testing

extension BrowserJourneys {
    /// A maker registers a product with a camera's JPEG and a PNG (the page turns the JPEG into a PNG), two option
    /// rows and the first picture as the thumbnail, reviews it with its pictures, changes the title without choosing
    /// the pictures again, confirms, and finds it on its own page (with neither a like nor a booking), its pictures
    /// served as PNG, and among their products.
    @Test func maker_registersAProductWithAJPEGAndAPNG_andSeesIt() async throws {
        try await BrowserJourney.run("maker") { journey in
            // Given
            let images = try TestImages.files()
            let jpeg = try TestImages.jpegFile()
            let title = "Browser test snap \(UUID().uuidString.prefix(8))"
            try await journey.logIn("dev-maker")
            try await journey.open("/maker/register")
            // When
            try await journey.fill("#title", title)
            try await journey.fill("#description", "An hour of bright outdoor portraits, registered by a browser.")
            try await journey.click("input[name=vibes]")
            try await journey.click("input[name=locations]")
            try await journey.browser.chooseFiles(try await journey.element("#images"), [jpeg, images[1]])
            #expect(try await journey.count("#thumbnail-choices input[type=radio]") == 2)
            #expect(try await journey.attribute("#thumbnail-1", "checked") != nil)
            try await journey.fill("#option-minutes-1", "60")
            try await journey.fill("#option-price-1", "120000")
            try await journey.click("#add-option")
            try await journey.fill("#option-minutes-2", "90")
            try await journey.fill("#option-price-2", "160000")
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
            let picture = try #require(try await journey.attribute("article.product ul.slider img", "src"))
            #expect(try await journey.browser.fetch(picture, first: 8) == "200 image/png 89504e470d0a1a0a")
            #expect(try await journey.count("#own") == 1)
            #expect(try await journey.count("#reserve, form.like") == 0)
            try await journey.capture("new-product")
            try await journey.open("/maker/products")
            #expect(try await journey.text("main a.card-link[href='\(page)']").contains(title + " v2"))
            try await journey.capture("maker-products")
        }
    }
}
