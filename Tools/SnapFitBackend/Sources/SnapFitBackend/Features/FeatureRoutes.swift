/// The features' routes by path, then method, found in one lookup per request.
struct FeatureRoutes: Sendable {
    private let table: [String: [String: (feature: BackendFeature, route: FeatureRoute)]]

    init(_ features: [BackendFeature]) {
        var table: [String: [String: (feature: BackendFeature, route: FeatureRoute)]] = [:]
        for feature in features {
            for route in feature.routes { table[route.path, default: [:]][route.method] = (feature, route) }
        }
        self.table = table
    }

    /// The feature and route of `method` and `path`, if a feature answers it.
    func route(method: String, path: String) -> (feature: BackendFeature, route: FeatureRoute)? {
        table[path]?[method == "HEAD" ? "GET" : method]
    }

    /// Whether some feature answers `path`, by any method.
    func hasPath(_ path: String) -> Bool { table[path] != nil }

    /// The methods `path` takes, as `Allow` lists them (`HEAD` with `GET`, and `OPTIONS`).
    func methods(at path: String) -> [String] {
        let methods = Set(table[path]?.keys ?? [:].keys)
        return methods.union(methods.contains("GET") ? ["HEAD", "OPTIONS"] : ["OPTIONS"]).sorted()
    }
}
