/// The features' pages by path, read where a request arrives.
struct FeaturePages: Sendable {
    /// Each page with its path's segments, split once.
    private let pages: [(page: WebPage, pattern: [Substring])]
    /// My page's links to them, in the features' order.
    let links: [WebLink]

    init(_ features: [WebFeature]) {
        pages = features.flatMap(\.pages).map { ($0, $0.path.split(separator: "/")) }
        links = features.flatMap(\.myPageLinks)
    }

    /// The page at `path` when it takes `method` (a `HEAD` as a `GET`), and the ids its `#` segments took.
    func page(method: String, path: String) -> (page: WebPage, ids: [Int])? {
        let method = method == "HEAD" ? "GET" : method
        let segments = path.split(separator: "/")
        for (page, pattern) in pages where page.methods.contains(method) {
            if let ids = Self.ids(taken: segments, by: pattern) { return (page, ids) }
        }
        return nil
    }

    /// The methods the pages at `path` take, in the order `Allow` lists them.
    func methods(at path: String) -> [String] {
        let segments = path.split(separator: "/")
        let methods = Set(
            pages.filter { Self.ids(taken: segments, by: $0.pattern) != nil }.flatMap(\.page.methods))
        return (methods.contains("GET") ? ["GET", "HEAD"] : []) + (methods.contains("POST") ? ["POST"] : [])
    }

    /// The ids `segments` give `pattern`'s `#`s, or `nil` when they are not its path. Segments are read as the
    /// kernel's routes read them (an empty one, as in `/me/`, is none); a `#` takes only an id.
    private static func ids(taken segments: [Substring], by pattern: [Substring]) -> [Int]? {
        guard pattern.count == segments.count else { return nil }
        var ids: [Int] = []
        for (expected, segment) in zip(pattern, segments) {
            if expected == "#" {
                guard let id = WebRoute.number(String(segment)) else { return nil }
                ids.append(id)
            } else if expected != segment {
                return nil
            }
        }
        return ids
    }
}
