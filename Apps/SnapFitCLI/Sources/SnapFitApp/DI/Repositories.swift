import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import SnapFitNetworking

/// One phase's repositories. A new scene's repository is one property here and one line in each factory.
struct Repositories: Sendable {
    let referenceData: any ReferenceDataRepository

    /// DEV: in-process mocks over the seeded catalog; state lives as long as the process.
    static func mock(catalog: SeedCatalog) -> Repositories {
        Repositories(referenceData: MockReferenceDataRepository(catalog: catalog))
    }

    /// REAL: the live API through `provider`.
    static func remote(provider: Provider) -> Repositories {
        Repositories(referenceData: RemoteReferenceDataRepository(provider: provider))
    }
}
