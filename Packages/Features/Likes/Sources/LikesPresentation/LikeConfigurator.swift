import LikesDomain
import SnapFitDomain
import SnapFitPresentation

/// The use case the like buttons need; the app's composition root provides it (one for the whole app, so
/// toggles from anywhere collapse together).
public protocol LikeDependencies {
    func makeSetLike() -> SetLike
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum LikeConfigurator {
    public static func configure(
        display: any LikeDisplayLogic, dependencies: some LikeDependencies, language: Language
    ) -> any LikeBusinessLogic {
        let presenter = LikePresenter(language: language)
        presenter.display = display
        return LikeInteractor(presenter: presenter, setLike: dependencies.makeSetLike())
    }
}
