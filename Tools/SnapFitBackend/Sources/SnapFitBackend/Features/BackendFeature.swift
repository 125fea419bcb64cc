import SnapFitHTTPServer

/// A feature's part of the backend, for DEV and the sandbox alike: its table, kept in the data file under its own
/// version, the rows a fresh state starts with (in each DEV scenario too), and its routes. A feature package's `<Name>Backend` target makes one;
/// the backend learns it from the generated feature list (decision 0024).
package struct BackendFeature: Sendable {
    /// The table's name in the data file.
    package let table: String
    /// The version of the table's rows this build writes; a table keeps the version that last wrote it.
    package let version: Int
    /// Its routes, each a method and a path of its own.
    package let routes: [FeatureRoute]
    /// The rows of a fresh state, or of a data file without the table.
    let seedRows: @Sendable (SeedUsers) -> [JSONValue]
    /// The rows a DEV scenario starts with.
    let scenarioRows: @Sendable (DevScenario, SeedUsers) -> [JSONValue]

    /// A feature whose table holds `Row`s, seeded with what `seed` gives for the seeded users; in a DEV scenario with
    /// what `scenario` gives, or the seed when it gives `nil`.
    package init<Row: Encodable & Sendable>(
        table: String, version: Int, routes: [FeatureRoute],
        scenario: @escaping @Sendable (DevScenario, SeedUsers) -> [Row]? = { _, _ in nil },
        seed: @escaping @Sendable (SeedUsers) -> [Row]
    ) {
        self.table = table
        self.version = version
        self.routes = routes
        // A seed row is the feature's own value: one that cannot be written as JSON is a bug its tests show.
        let json: @Sendable ([Row]) -> [JSONValue] = { rows in rows.compactMap { try? FeatureTable.value(of: $0) } }
        seedRows = { users in json(seed(users)) }
        scenarioRows = { name, users in json(scenario(name, users) ?? seed(users)) }
    }
}

/// One method and path a feature answers, always for a signed-in caller (the server's filter asks every path that
/// is not public for a valid access token first).
package struct FeatureRoute: Sendable {
    /// `GET`, `POST`…; a `GET` route answers `HEAD` too.
    package let method: String
    /// The whole path, such as `/snapfit/gift-cards`.
    package let path: String
    /// Answers the call, changing the feature's table in place; a thrown failure changes nothing.
    package let handle: @Sendable (FeatureCall, inout FeatureTable) throws(APIFailure) -> HTTPResponse

    package init(
        _ method: String, _ path: String,
        handle: @escaping @Sendable (FeatureCall, inout FeatureTable) throws(APIFailure) -> HTTPResponse
    ) {
        self.method = method
        self.path = path
        self.handle = handle
    }
}
