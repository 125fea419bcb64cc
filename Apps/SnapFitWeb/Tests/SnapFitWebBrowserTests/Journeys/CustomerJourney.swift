import Foundation
import Testing

extension BrowserJourneys {
    /// A customer likes a product and finds it among the likes, books a shoot through the form (a past time
    /// refused first, then the quote, then confirmed), and cancels it with a reason.
    @Test func customer_likesReservesConfirmsAndCancels() async throws {
        try await BrowserJourney.run("customer") { journey in
            // Given
            try await journey.logIn("dev-customer")
            try await journey.open("/products")
            let card = try #require(try await journey.attribute("ul.cards > li.card", "id"))
            let product = String(card.dropFirst("product-".count))
            try await journey.click("#\(card) a.card-link", expecting: "#reserve")
            // When: liked
            try await journey.click(
                "article.product .buy form.like button", expecting: "article.product .buy form.like [aria-pressed=true]"
            )
            // Then
            #expect(try await journey.here() == "/products/\(product)")
            try await journey.capture("liked")
            try await journey.open("/likes")
            #expect(try await journey.count("li#\(card)") == 1)
            try await journey.capture("likes")

            // When: a time in the past
            try await journey.open("/products/\(product)")
            try await journey.click("#reserve", expecting: "#reservation-form")
            #expect(try await journey.here() == "/reservations/new?product=\(product)")
            try await journey.capture("reservation-form")
            try await journey.click("#option option")
            try await journey.pick("#time-date", KoreaTime.day(inDays: -30))
            try await journey.pick("#time-clock", "14:00")
            try await journey.fill("#people", "2")
            try await journey.fill("#email", "customer@example.com")
            try await journey.fill("#place", "Seoul Forest")
            try await journey.click("#reservation-submit", expecting: "#time-error.field-error")
            // Then: refused beside the field
            #expect(try await journey.attribute("#time-date", "aria-invalid") == "true")
            try await journey.capture("reservation-refused")

            // When: a time ahead
            try await journey.pick("#time-date", KoreaTime.day(inDays: 30))
            try await journey.click("#reservation-submit", expecting: "section#quote")
            // Then: the quote, then booked
            #expect(try await journey.text("section#quote .total").isEmpty == false)
            try await journey.capture("quote")
            try await journey.click("#confirm", expecting: "#status")
            let reservation = try await journey.here()
            #expect(reservation.hasPrefix("/reservations/"))
            #expect(try await journey.count("main p[role=status]") == 1)
            let booked = try await journey.text("#status")
            try await journey.capture("reservation")
            try await journey.open("/reservations")
            try await journey.capture("reservations")
            try await journey.click("a[href='\(reservation)']", expecting: "#cancel-form")

            // When: cancelled with a reason
            try await journey.click("#cancel-open", expecting: "details.cancel[open]")
            try await journey.fill("#reason", "Plans changed, sorry.")
            try await journey.click("#cancel-submit", expecting: "main p[role=status]")
            // Then
            #expect(try await journey.here() == reservation)
            #expect(try await journey.attribute("#status", "class")?.contains("cancel") == true)
            #expect(try await journey.text("#status") != booked)
            try await journey.capture("cancelled")
        }
    }
}
