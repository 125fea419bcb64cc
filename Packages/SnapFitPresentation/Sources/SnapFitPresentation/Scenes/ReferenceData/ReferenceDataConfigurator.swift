import SnapFitDomain

/// The use cases the reference-data scene needs; the app's composition root provides them.
public protocol ReferenceDataDependencies {
    func makeFetchVibes() -> FetchVibes
    func makeFetchLocations() -> FetchLocations
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum ReferenceDataConfigurator {
    public static func configure(
        display: any ReferenceDataDisplayLogic, dependencies: some ReferenceDataDependencies, language: Language
    ) -> any ReferenceDataBusinessLogic {
        let presenter = ReferenceDataPresenter(language: language)
        presenter.display = display
        return ReferenceDataInteractor(
            presenter: presenter,
            fetchVibes: dependencies.makeFetchVibes(),
            fetchLocations: dependencies.makeFetchLocations())
    }
}
