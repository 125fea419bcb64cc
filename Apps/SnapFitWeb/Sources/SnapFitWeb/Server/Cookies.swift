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
            if pair.count == 2, trimmingSpaces(pair[0]) == name {
                return String(trimmingSpaces(pair[1]))
            }
        }
        return nil
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmingSpaces(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }

    static func header(for id: String) -> (name: String, value: String) {
        ("Set-Cookie", "\(name)=\(id); Path=/; HttpOnly; SameSite=Lax")
    }
}
