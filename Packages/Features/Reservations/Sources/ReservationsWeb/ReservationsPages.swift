import SnapFitWeb

/// The feature's pages, as the web app lists them (decision 0024).
package enum ReservationsPages {
    package static let feature = WebFeature(
        pages: [
            WebPage("/reservations") { await ReservationsPage.respond($0) },
            WebPage("/reservations", methods: ["POST"]) { await ReservationFormPage.submit($0) },
            WebPage("/reservations/new") { await ReservationFormPage.new($0) },
            WebPage("/reservations/#") { await ReservationDetailPage.respond($0, id: $0.ids[0]) },
            WebPage("/reservations/#/cancel", methods: ["POST"]) {
                await ReservationDetailPage.cancel($0, id: $0.ids[0])
            },
        ],
        myPageLinks: [])
}
