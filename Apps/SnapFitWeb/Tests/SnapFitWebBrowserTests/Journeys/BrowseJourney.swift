import Foundation
import Testing

extension BrowserJourneys {
    /// The list as a grid, a product opened from it, the next one, and back through both to the list, where the
    /// product last viewed is marked.
    @Test func browse_gridDetailNextAndBack_marksTheLastViewedProduct() async throws {
        try await BrowserJourney.run("browse") { journey in
            // Given
            try await journey.logIn("dev-customer")
            try await journey.open("/products")
            try await journey.capture("products")
            // When
            try await journey.click("nav.switch a[href*='layout=grid']", expecting: "ul.cards.grid")
            #expect(try await journey.here().contains("layout=grid"))
            #expect(try await journey.count("ul.cards.grid > li.card") > 2)
            try await journey.capture("products-grid")
            let cards = try await journey.browser.elements("ul.cards > li.card")
            let first = try #require(try await journey.browser.attribute(cards[0], "id")).dropFirst("product-".count)
            let second = try #require(try await journey.browser.attribute(cards[1], "id")).dropFirst("product-".count)
            try await journey.click("#product-\(first) a.card-link", expecting: Self.detail(of: first))
            #expect(try await journey.here() == "/products/\(first)")
            try await journey.capture("product-detail")
            try await journey.click("nav.steps a[rel=next]", expecting: Self.detail(of: second))
            #expect(try await journey.here() == "/products/\(second)")
            try await journey.capture("next-product")
            try await journey.browser.back()
            #expect(try await journey.count(Self.detail(of: first)) == 1)
            try await journey.capture("back-to-product")
            try await journey.browser.back()
            // Then
            #expect(try await journey.here().hasPrefix("/products?"))
            // Going back showed the first product again (the browser reloads it), so it is the last viewed.
            #expect(try await journey.attribute("li.card.last-viewed", "id") == "product-\(first)")
            #expect(try await journey.count("li.last-viewed .badge") == 1)
            try await journey.capture("back-to-list")
        }
    }

    /// An element only the detail page of product `id` has: its own like form.
    static func detail(of id: Substring) -> String {
        "article.product .buy form.like[action='/products/\(id)/like']"
    }
}
