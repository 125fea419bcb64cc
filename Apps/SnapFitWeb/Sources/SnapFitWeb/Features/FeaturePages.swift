/// The features' pages by path, read where a request arrives.
struct FeaturePages: Sendable {
    private let pages: [String: WebPage]
    /// My page's links to them, in the features' order.
    let links: [WebLink]

    init(_ features: [WebFeature]) {
        pages = Dictionary(features.flatMap(\.pages).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        links = features.flatMap(\.myPageLinks)
    }

    /// The page at `path` when it takes `method` (a `HEAD` as a `GET`).
    func page(method: String, path: String) -> WebPage? {
        guard let page = pages[path], page.methods.contains(method == "HEAD" ? "GET" : method) else { return nil }
        return page
    }

    /// The methods the page at `path` takes, in the order `Allow` lists them.
    func methods(at path: String) -> [String] {
        guard let page = pages[path] else { return [] }
        return (page.methods.contains("GET") ? ["GET", "HEAD"] : []) + (page.methods.contains("POST") ? ["POST"] : [])
    }
}
