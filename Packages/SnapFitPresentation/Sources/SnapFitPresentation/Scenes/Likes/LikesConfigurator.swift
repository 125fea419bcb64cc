import SnapFitDomain

/// The use case the like buttons need; the app's composition root provides it (one for the whole app, so
/// toggles from anywhere collapse together).
public protocol LikesDependencies {
    func makeSetLike() -> SetLike
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum LikesConfigurator {
    @MainActor
    public static func configure(
        display: any LikesDisplayLogic, dependencies: some LikesDependencies, language: Language
    ) -> any LikesBusinessLogic {
        let presenter = LikesPresenter(language: language)
        presenter.display = display
        return LikesInteractor(presenter: presenter, setLike: dependencies.makeSetLike())
    }
}
