/// The session cookie: its name, how a `Cookie` header is read for it, and the `Set-Cookie` that gives it. Scripts
/// cannot read it (`HttpOnly`), and other sites' links and forms do not send it on a POST (`SameSite=Lax`).
enum SessionCookie {
    static let name = "snapfit_session"

    /// The session id in a `Cookie` header, if it holds one.
    static func id(in header: String?) -> String? {
        guard let header else { return nil }
        // Several `Cookie` headers arrive joined by ", ".
        for part in header.split(whereSeparator: { $0 == ";" || $0 == "," }) {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == name {
                return pair[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    static func header(for id: String) -> (name: String, value: String) {
        ("Set-Cookie", "\(name)=\(id); Path=/; HttpOnly; SameSite=Lax")
    }
}
