import SnapFitDomain
import SnapFitFixtures

/// DEV: vibes and locations from the seeded catalog, in process.
public struct MockReferenceDataRepository: ReferenceDataRepository {
    private let catalog: SeedCatalog

    public init(catalog: SeedCatalog) {
        self.catalog = catalog
    }

    public func vibes() async throws(DomainError) -> [Vibe] {
        catalog.vibes.map { Vibe(id: $0.id, name: $0.name) }
    }

    public func locations() async throws(DomainError) -> [Location] {
        catalog.locations.map { Location(id: $0.id, name: $0.name) }
    }
}
