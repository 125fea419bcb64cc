import Foundation
import SnapFitFixtures

/// 14. Each page of the web app in DEV, answered in process as a signed-in customer's (or for the maker's pages, the
/// maker's) first view of it, in a new session each time since a session keeps the list it showed: the time to
/// render it, p50 and p99 after a warm-up, and the bytes a first visit downloads, the HTML with the stylesheet and
/// the script it links (pictures not counted). The customer first likes a page of products and books a shoot of the
/// maker's, so their pages and the maker's bookings are not empty.
enum WebPages {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let (customer, maker) = (SeedCatalog.customerSocialId, SeedCatalog.makerSocialId)
        let catalog = SeedCatalog.standard
        let makerID = catalog.users.first { $0.socialId == maker }?.id
        guard let product = catalog.products.first(where: { $0.makerId == makerID }) else {
            throw BenchFailure("the seeded maker has no product")
        }
        let setUp = await BenchWeb()
        defer { setUp.remove() }
        let reservation = try await setUp.prepare(likes: catalog.products.prefix(20).map(\.id), booking: product)
        let pages =
            [
                "/", "/products", "/products?layout=grid", "/products/\(product.id)", "/likes",
                "/reservations/new?product=\(product.id)", "/reservations", reservation, "/me", "/me/edit",
                "/me/withdraw", "/settings", "/login", "/signup",
            ].map { (path: $0, account: customer) }
            + ["/maker/products", "/maker/register", "/maker/reservations"].map { (path: $0, account: maker) }
        var rows: [BenchmarkRow] = []
        for page in pages {
            let web = await setUp.restarted()  // a session table for each page
            var times: [Double] = []
            var html = Data()
            for index in 0..<(sizes.webRenders + 20) {
                let cookie = try await web.signIn(as: page.account)
                let (response, milliseconds) = try await web.get(page.path, cookie: cookie)
                guard response.status == 200 else {
                    throw BenchFailure("\(page.path) was answered \(response.status)")
                }
                html = response.body
                if index >= 20 { times.append(milliseconds) }  // after the warm-up
            }
            let kilobytes = Double(try await html.count + linkedBytes(of: html, from: web)) / 1024
            let p99 = Statistics.percentile(times, 0.99)
            rows.append(
                BenchmarkRow(
                    name: "14. Web `\(page.path)` in DEV: render p50 / p99 of \(sizes.webRenders), bytes",
                    measured:
                        "\(ms(times, 0.5)) / \(ms(times, 0.99)) ms, \(Statistics.format(kilobytes, digits: 1)) KB",
                    target: "p99 ≤ 15 ms, ≤ 60 KB", met: p99 <= 15 && kilobytes <= 60))
        }
        return rows
    }

    /// The bytes of the stylesheets and scripts that `html` links.
    private static func linkedBytes(of html: Data, from web: BenchWeb) async throws -> Int {
        let links = String(decoding: html, as: UTF8.self).matches(
            of: #/<(?:link rel="stylesheet" href|script src)="([^"]+)"/#)
        var bytes = 0
        for link in links {
            let asset = try await web.get(String(link.output.1), cookie: nil).response
            guard asset.status == 200 else { throw BenchFailure("\(link.output.1) was answered \(asset.status)") }
            bytes += asset.body.count
        }
        return bytes
    }

    private static func ms(_ values: [Double], _ fraction: Double) -> String {
        Statistics.format(Statistics.percentile(values, fraction), digits: 2)
    }
}
