import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import SnapFitNetworking

/// One phase's repositories. A new scene's repository is one property here and one line in each factory.
struct Repositories: Sendable {
    let referenceData: any ReferenceDataRepository

    /// DEV: in-process mocks over the seeded catalog; their state lives as long as the process.
    static func mock(catalog: SeedCatalog) -> Repositories {
        Repositories(referenceData: MockReferenceDataRepository(catalog: catalog))
    }

    /// REAL: the live API at `baseURL`, through one provider sending over `session`.
    static func remote(baseURL: URL, session: any URLSessionable, sleeper: any Sleeper) -> Repositories {
        let provider = SnapFitProvider.make(baseURL: baseURL, session: session, sleeper: sleeper)
        return Repositories(referenceData: RemoteReferenceDataRepository(provider: provider))
    }
}
