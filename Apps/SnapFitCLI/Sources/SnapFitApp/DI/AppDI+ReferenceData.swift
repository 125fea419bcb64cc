import SnapFitDomain
import SnapFitPresentation

extension AppDI: ReferenceDataDependencies {
    public func makeFetchVibes() -> FetchVibes {
        FetchVibes(repository: repositories.referenceData)
    }

    public func makeFetchLocations() -> FetchLocations {
        FetchLocations(repository: repositories.referenceData)
    }

    /// The reference-data scene (vibes, locations) rendering into `display`, in the configured language.
    @MainActor
    public func makeReferenceDataScene(display: any ReferenceDataDisplayLogic) -> any ReferenceDataBusinessLogic {
        ReferenceDataConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }
}
