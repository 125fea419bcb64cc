/// The web app's stable addresses, read from a request's method and path.
package enum WebRoute: Equatable {
    case home
    case products
    case product(id: Int)
    /// The next (`+1`) or previous (`-1`) product of the list the product was opened from.
    case step(from: Int, by: Int)
    case likes
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
        case (true, 0, _): self = .home
        case (true, 1, "products"): self = .products
        case (true, 1, "likes"): self = .likes
        case (true, 1, "healthz"): self = .health
        case (true, 1, "style.css"): self = .stylesheet
        case (true, 1, "app.js"): self = .script
        case (true, 2, "photos"): self = .photo(token: parts[1])
        case (_, 2..., "products"):
            guard let id = Self.number(parts[1]) else { return nil }
            switch (isGet, parts.count, parts.count > 2 ? parts[2] : nil) {
            case (true, 2, _): self = .product(id: id)
            case (true, 3, "next"): self = .step(from: id, by: 1)
            case (true, 3, "prev"): self = .step(from: id, by: -1)
            default: return nil
            }
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
