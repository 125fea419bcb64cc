/// The web app's stable addresses, read from a request's method and path.
package enum WebRoute: Equatable {
    case photo(token: String)
    case health
    case stylesheet
    case script
    /// A feature's page (decision 0024), by its path: `WebApp` knows the features.
    case feature(path: String)

    /// The route for `method` and `path`, or `nil` when there is none (a 404).
    init?(method: String, path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let isGet = method == "GET" || method == "HEAD"
        // Forms post; no other method changes anything.
        guard isGet || method == "POST" else { return nil }
        switch (isGet, parts.count, parts.first) {
        case (true, 1, "healthz"): self = .health
        case (true, 1, "style.css"): self = .stylesheet
        case (true, 1, "app.js"): self = .script
        case (true, 2, "photos"): self = .photo(token: parts[1])
        default: return nil
        }
    }

    /// The methods `path` takes, in the order `Allow` lists them; none for a path the app does not have.
    static func methods(at path: String) -> [String] {
        let get = WebRoute(method: "GET", path: path) == nil ? [] : ["GET", "HEAD"]
        return get + (WebRoute(method: "POST", path: path) == nil ? [] : ["POST"])
    }

    /// A positive id of at most nine digits.
    package static func number(_ text: String) -> Int? {
        guard text.count <= 9, text.allSatisfy(\.isASCII), let value = Int(text), value > 0 else { return nil }
        return value
    }
}
