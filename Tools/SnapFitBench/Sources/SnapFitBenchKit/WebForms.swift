import Foundation
import SnapFitFixtures

/// The web app's forms as the benchmarks' browsers fill them. Signing in is `GET /login`, which starts a session and
/// gives its form token, then `POST /login` with the token, which signs in and renews the session's cookie.
enum WebForms {
    static let loginPath = "/login"

    /// Starts a session on `client`'s connection and signs the seeded customer in: the session's cookie.
    static func signIn(on client: LoadClient) -> String? {
        guard let page = client.send("GET", loginPath), let cookie = cookie(in: page.headers),
            let token = token(in: page.body),
            let answer = client.send(
                "POST", loginPath, cookie: cookie, form: login(token: token, as: SeedCatalog.customerSocialId)),
            answer.status == 303
        else { return nil }
        return self.cookie(in: answer.headers)
    }

    /// The form token in `html`'s forms.
    static func token(in html: some Collection<UInt8>) -> String? {
        let text = String(decoding: html, as: UTF8.self)
        guard let field = text.range(of: "name=\"csrf\" value=\"") else { return nil }
        return String(text[field.upperBound...].prefix { $0 != "\"" })
    }

    /// The login form (`POST /login`) of the seeded account `socialId` (`SeedCatalog.customerSocialId`…).
    static func login(token: String, as socialId: String) -> String {
        encoded(token: token, [("provider", "kakao"), ("token", socialId)])
    }

    /// The like button's form (`POST /products/<id>/like`).
    static func like(token: String) -> String {
        encoded(token: token, [("liked", "1")])
    }

    /// The booking form, confirmed (`POST /reservations`): two people at 14:00 Korea time, 30 days from now.
    static func booking(token: String, _ product: SeedProduct) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
        formatter.dateFormat = "yyyy-MM-dd 14:00"
        return encoded(
            token: token,
            [
                ("product", "\(product.id)"), ("option", "\(product.prices[0].minutes)"),
                ("time", formatter.string(from: Date(timeIntervalSinceNow: 30 * 86_400))), ("people", "2"),
                ("email", "bench@example.com"), ("phone", ""), ("place", "서울숲"), ("confirm", "yes"),
            ])
    }

    /// The `name=value` of the cookie that `headers` set, to send back in a `Cookie` header.
    static func cookie(in headers: [(name: String, value: String)]) -> String? {
        headers.first { $0.name.lowercased() == "set-cookie" }.map { String($0.value.prefix { $0 != ";" }) }
    }

    /// `fields` after the form token, url-encoded.
    private static func encoded(token: String, _ fields: [(String, String)]) -> String {
        ([("csrf", token)] + fields).map { "\(escaped($0.0))=\(escaped($0.1))" }.joined(separator: "&")
    }

    private static func escaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
