import SnapFitFixtures

/// The web app's forms as the benchmarks' browsers fill them. Signing in is `GET /login`, which starts a session
/// and gives its form token, then `POST /login` with the token, which signs the seeded customer in and renews the
/// session's cookie.
enum WebForms {
    static let loginPath = "/login"

    /// The form token in `html`'s forms.
    static func token(in html: some Collection<UInt8>) -> String? {
        let text = String(decoding: html, as: UTF8.self)
        guard let field = text.range(of: "name=\"csrf\" value=\"") else { return nil }
        return String(text[field.upperBound...].prefix { $0 != "\"" })
    }

    /// The url-encoded login form that signs the seeded customer in.
    static func login(token: String) -> String {
        "csrf=\(token)&provider=kakao&token=\(SeedCatalog.customerSocialId)"
    }

    /// The url-encoded form that likes a product (`POST /products/<id>/like`).
    static func like(token: String) -> String {
        "csrf=\(token)&liked=1"
    }

    /// The `name=value` of the cookie that `headers` set, to send back in a `Cookie` header.
    static func cookie(in headers: [(name: String, value: String)]) -> String? {
        headers.first { $0.name.lowercased() == "set-cookie" }.map { String($0.value.prefix { $0 != ";" }) }
    }
}
