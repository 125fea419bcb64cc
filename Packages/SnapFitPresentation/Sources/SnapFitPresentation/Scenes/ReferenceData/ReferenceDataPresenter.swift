import SnapFitDomain

/// Turns the reference-data responses into view models.
public protocol ReferenceDataPresentationLogic: AnyObject {
    func presentVibes(response: ReferenceDataScene.LoadVibes.Response)
    func presentLocations(response: ReferenceDataScene.LoadLocations.Response)
    func presentError(_ error: DomainError)
}

public final class ReferenceDataPresenter: ReferenceDataPresentationLogic {
    public weak var display: (any ReferenceDataDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentVibes(response: ReferenceDataScene.LoadVibes.Response) {
        display?.displayVibes(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentLocations(response: ReferenceDataScene.LoadLocations.Response) {
        display?.displayLocations(viewModel: Self.viewModel(for: response, language: language))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    public static func viewModel(
        for response: ReferenceDataScene.LoadVibes.Response, language: Language
    ) -> ReferenceDataScene.LoadVibes.ViewModel {
        .init(
            title: language.pick("분위기", "Vibes"),
            vibes: response.vibes.map { vibe in
                let label = Glossary.vibes.label(for: vibe.name, language: language)
                return ReferenceDataScene.Item(id: vibe.id, name: vibe.name, label: label)
            })
    }

    public static func viewModel(
        for response: ReferenceDataScene.LoadLocations.Response, language: Language
    ) -> ReferenceDataScene.LoadLocations.ViewModel {
        .init(
            title: language.pick("지역", "Locations"),
            locations: response.locations.map { location in
                ReferenceDataScene.Item(
                    id: location.id, name: location.name,
                    label: Glossary.locations.label(for: location.name, language: language))
            })
    }
}
