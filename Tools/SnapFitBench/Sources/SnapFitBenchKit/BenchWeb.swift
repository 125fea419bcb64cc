import Foundation
import SnapFitApp
import SnapFitHTTPServer
import SnapFitWeb

/// `snapfit-web`'s app in DEV, in Korean, over a home folder of its own, answering in process (no socket).
@MainActor
struct BenchWeb {
    let app: WebApp
    private let home: URL

    init() {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-bench-web-\(UUID().uuidString)")
        let di = AppDI(configuration: AppConfiguration(phase: .dev, home: home, language: .korean))
        app = WebApp(phase: "DEV") { di.makeUserScope() }
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

    /// The answer to posting the url-encoded `form` to `path` with `cookie`.
    func post(_ path: String, form: String, cookie: String) async -> HTTPResponse {
        await app.respond(
            to: HTTPRequest(
                method: "POST", path: path,
                headers: ["cookie": cookie, "content-type": "application/x-www-form-urlencoded"],
                body: Data(form.utf8)))
    }

    /// A new session with the seeded customer signed in: its cookie.
    func signIn() async throws -> String {
        let page = try await get(WebForms.loginPath, cookie: nil).response
        guard let cookie = WebForms.cookie(in: page.headers), let token = WebForms.token(in: page.body) else {
            throw BenchFailure("the login page gave no session or form token")
        }
        let answer = await post(WebForms.loginPath, form: WebForms.login(token: token), cookie: cookie)
        guard answer.status == 303, let signedIn = WebForms.cookie(in: answer.headers) else {
            throw BenchFailure("the login form was answered \(answer.status)")
        }
        return signedIn
    }

    /// Has the seeded customer like `products`, with the like button's form.
    func like(_ products: [Int]) async throws {
        let cookie = try await signIn()
        guard let token = WebForms.token(in: try await get("/me", cookie: cookie).response.body) else {
            throw BenchFailure("my page has no form token")
        }
        for id in products {
            let answer = await post("/products/\(id)/like", form: WebForms.like(token: token), cookie: cookie)
            guard answer.status == 303 else {
                throw BenchFailure("a like of product \(id) was answered \(answer.status)")
            }
        }
    }
}
