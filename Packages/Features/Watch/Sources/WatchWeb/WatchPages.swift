import SnapFitWeb

/// The feature's page, as the web app lists it (decision 0024). My page links it among the maker's tools, as before
/// (`Destinations`), so the feature adds no link.
package enum WatchPages {
    package static let feature = WebFeature(
        pages: [WebPage("/maker/reservations") { request in await MakerReservationsPage.respond(request) }],
        myPageLinks: [])
}
