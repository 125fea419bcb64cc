import Foundation
import SnapFitAppCore
import SnapFitFixtures
import SnapFitHTTPServer
import SnapFitWeb
import SnapFitWebFeatures

/// `snapfit-web`'s app in DEV, in Korean, over a home folder of its own, answering in process (no socket).
@MainActor
struct BenchWeb {
    let app: WebApp
    private let home: URL

    init() {
        self.init(
            home: FileManager.default.temporaryDirectory.appendingPathComponent(
                "snapfit-bench-web-\(UUID().uuidString)"))
    }

    private init(home: URL) {
        self.home = home
        let di = AppDI(configuration: AppConfiguration(phase: .dev, home: home, language: .korean))
        app = WebApp(phase: "DEV", features: WebFeature.installed) { di.makeUserScope(language: $0) }
    }

    /// The app as if restarted: a new app over the same home folder, so the backend's state is kept and no session.
    func restarted() -> BenchWeb {
        BenchWeb(home: home)
    }

    /// Deletes the home folder.
    nonisolated func remove() {
        try? FileManager.default.removeItem(at: home)
    }

    /// The answer to `GET target` sent with `cookie`, and how long the app took to give it, in milliseconds.
    func get(_ target: String, cookie: String?) async throws -> (response: HTTPResponse, milliseconds: Double) {
        let (path, query) = try HTTPRequestTarget.decode(Array(target.utf8))
        let request = HTTPRequest(
            method: "GET", path: path, query: query, headers: cookie.map { ["cookie": $0] } ?? [:])
        let start = ContinuousClock.now
        let response = await app.respond(to: request)
        return (response, Statistics.milliseconds(of: .now - start))
    }

    /// A new session with the seeded account `socialId` signed in: its cookie.
    func signIn(as socialId: String) async throws -> String {
        let page = try await get(WebForms.loginPath, cookie: nil).response
        guard let cookie = WebForms.cookie(in: page.headers), let token = WebForms.token(in: page.body) else {
            throw BenchFailure("the login page gave no session or form token")
        }
        let answer = try await submit(
            WebForms.loginPath, form: WebForms.login(token: token, as: socialId), cookie: cookie)
        guard let signedIn = WebForms.cookie(in: answer.headers) else {
            throw BenchFailure("the login gave no new cookie")
        }
        return signedIn
    }

    /// Has the seeded customer like `products` and book a shoot of `booked`, with the pages' forms: the address of
    /// the reservation.
    func prepare(likes products: [Int], booking booked: SeedProduct) async throws -> String {
        let cookie = try await signIn(as: SeedCatalog.customerSocialId)
        guard let token = WebForms.token(in: try await get("/me", cookie: cookie).response.body) else {
            throw BenchFailure("my page has no form token")
        }
        for id in products {
            try await submit("/products/\(id)/like", form: WebForms.like(token: token), cookie: cookie)
        }
        let booking = try await submit("/reservations", form: WebForms.booking(token: token, booked), cookie: cookie)
        guard let reservation = booking.headers.first(where: { $0.name == "Location" })?.value else {
            throw BenchFailure("the booking was answered without its address")
        }
        return reservation
    }

    /// Posts the url-encoded `form` to `path` with `cookie`: the answer, which must be a redirect (303).
    @discardableResult
    private func submit(_ path: String, form: String, cookie: String) async throws -> HTTPResponse {
        let answer = await app.respond(
            to: HTTPRequest(
                method: "POST", path: path,
                headers: ["cookie": cookie, "content-type": "application/x-www-form-urlencoded"],
                body: Data(form.utf8)))
        guard answer.status == 303 else { throw BenchFailure("POST \(path) was answered \(answer.status)") }
        return answer
    }
}
