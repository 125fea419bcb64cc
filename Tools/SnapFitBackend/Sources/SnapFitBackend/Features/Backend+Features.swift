import Foundation
import SnapFitFixtures
import SnapFitHTTPServer

extension Backend {
    /// A fresh state: the catalog's users and products, and each feature's table with its seed rows; shaped for
    /// `scenario` at `now` when there is one.
    static func seeded(
        from catalog: SeedCatalog, features: [BackendFeature], jwtSecret: [UInt8], scenario: DevScenario?, now: Date
    ) -> BackendState {
        let seed = BackendState.seeded(from: catalog, jwtSecret: jwtSecret)
        var state = scenario.map { seed.shaped(for: $0, now: now) } ?? seed
        let users = SeedUsers(seed.users)
        for feature in features {
            let rows = scenario.map { feature.scenarioRows($0, users) } ?? feature.seedRows(users)
            state.tables[feature.table] = FeatureTable(version: feature.version, rows: rows)
        }
        return state
    }

    /// Answers a signed-in `caller`'s request to a path no contract route has: a feature's route (`OPTIONS` lists its
    /// methods), 405 for a feature's path by another method, else 404. A table the data file lacks starts from the
    /// feature's seed; one a newer version of the feature wrote is refused, unchanged, rather than read without the
    /// fields it knows of. A table the route changed is written with its feature's version.
    func dispatchFeature(caller: Int, _ context: RequestContext) throws(APIFailure) -> HTTPResponse {
        let request = context.request
        if request.method == "OPTIONS", featureRoutes.hasPath(request.path) {
            return Self.options(featureRoutes.methods(at: request.path))
        }
        guard let (feature, route) = featureRoutes.route(method: request.method, path: request.path) else {
            throw .spring(status: featureRoutes.hasPath(request.path) ? 405 : 404)
        }
        let before =
            state.tables[feature.table]
            ?? FeatureTable(version: feature.version, rows: feature.seedRows(SeedUsers(state.users)))
        guard before.version <= feature.version else {
            throw .serverError(
                cause: "the \(feature.table) table was written by version \(before.version) of its feature; "
                    + "this build has version \(feature.version)")
        }
        var table = before
        let response = try route.handle(FeatureCall(caller: caller, request: request, now: context.now), &table)
        if table != before {
            table.version = feature.version
            state.tables[feature.table] = table
        }
        return response
    }
}
