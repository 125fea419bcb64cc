import SnapFitDomain

/// Turns the reference-data responses into view models.
@MainActor
public protocol ReferenceDataPresentationLogic: AnyObject, Sendable {
    func presentVibes(response: ReferenceData.LoadVibes.Response)
    func presentLocations(response: ReferenceData.LoadLocations.Response)
    func presentError(_ error: DomainError)
}

@MainActor
public final class ReferenceDataPresenter: ReferenceDataPresentationLogic {
    public weak var display: (any ReferenceDataDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentVibes(response: ReferenceData.LoadVibes.Response) {
        display?.displayVibes(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentLocations(response: ReferenceData.LoadLocations.Response) {
        display?.displayLocations(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    nonisolated static func viewModel(
        for response: ReferenceData.LoadVibes.Response, language: Language
    ) -> ReferenceData.LoadVibes.ViewModel {
        .init(
            title: language.pick("분위기", "Vibes"),
            vibes: response.vibes.map { vibe in
                let label = VibeGlossary.label(for: vibe.name, language: language)
                return ReferenceData.Item(id: vibe.id, name: vibe.name, label: label)
            })
    }

    nonisolated static func viewModel(
        for response: ReferenceData.LoadLocations.Response, language: Language
    ) -> ReferenceData.LoadLocations.ViewModel {
        .init(
            title: language.pick("지역", "Locations"),
            locations: response.locations.map { ReferenceData.Item(id: $0.id, name: $0.name, label: $0.name) })
    }
}
