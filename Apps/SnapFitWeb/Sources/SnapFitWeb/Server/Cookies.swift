/// The session cookie: its name, how a `Cookie` header is read for it, and the `Set-Cookie` that gives it. Scripts
/// cannot read it (`HttpOnly`), and other sites' links and forms do not send it on a POST (`SameSite=Lax`).
enum SessionCookie {
    static let name = "snapfit_session"

    /// The session id in a `Cookie` header, if it holds one. Read as bytes: every separator is ASCII.
    static func id(in header: String?) -> String? {
        guard let header else { return nil }
        // Several `Cookie` headers arrive joined by ", ".
        for part in header.utf8.split(whereSeparator: { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") }) {
            guard let equals = part.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let value = trimmingSpaces(part[part.index(after: equals)...])
            if !value.isEmpty, trimmingSpaces(part[..<equals]).elementsEqual(name.utf8) {
                return String(Substring(value))
            }
        }
        return nil
    }

    /// `bytes` without the spaces and tabs around them.
    private static func trimmingSpaces(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    static func header(for id: String) -> (name: String, value: String) {
        ("Set-Cookie", "\(name)=\(id); Path=/; HttpOnly; SameSite=Lax")
    }
}
