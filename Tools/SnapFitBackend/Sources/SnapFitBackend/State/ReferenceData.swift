import SnapFitFixtures

/// The `vibe_config` and `location_config` tables, loaded once at start as the real server caches them.
struct ReferenceData: Sendable {
    let vibes: [SeedVibe]
    let locations: [SeedLocation]

    init(catalog: SeedCatalog) {
        vibes = catalog.vibes.sorted { $0.id < $1.id }
        locations = catalog.locations.sorted { $0.id < $1.id }
    }

    func vibeName(_ id: Int) -> String? { vibes.first { $0.id == id }?.name }

    func locationName(_ id: Int) -> String? { locations.first { $0.id == id }?.name }

    /// Resolves vibe names case-insensitively, de-duplicated in order; an unknown name is `400, code 1`. Names are
    /// compared by code units, as Java compares them: a name sent decomposed (NFD) is unknown.
    func vibeIDs(_ names: [String]) throws(APIFailure) -> [Int] {
        try Self.resolve(names, in: vibes.map { ($0.id, $0.name) })
    }

    /// Resolves location `adminName`s case-insensitively, de-duplicated in order; an unknown name is `400, code 1`.
    func locationIDs(_ names: [String]) throws(APIFailure) -> [Int] {
        try Self.resolve(names, in: locations.map { ($0.id, $0.name) })
    }

    private static func resolve(_ names: [String], in table: [(id: Int, name: String)]) throws(APIFailure) -> [Int] {
        var ids: [Int] = []
        for name in names {
            guard let row = table.first(where: { $0.name.hasSameCodeUnitsIgnoringCase(as: name) }) else {
                throw .invalidRequest
            }
            if !ids.contains(row.id) { ids.append(row.id) }
        }
        return ids
    }
}
