import LikesDomain
import SnapFitDomain
import SnapFitPresentation

/// What the like buttons can ask for.
public protocol LikeBusinessLogic {
    nonisolated(nonsending) func setLike(request: LikeScene.SetLike.Request) async
}

/// Likes and unlikes through one `SetLike`, so rapid toggles on a product collapse into its final state.
public final class LikeInteractor: LikeBusinessLogic {
    private let presenter: any LikePresentationLogic
    private let setLike: SetLike

    public init(presenter: any LikePresentationLogic, setLike: SetLike) {
        self.presenter = presenter
        self.setLike = setLike
    }

    public nonisolated(nonsending) func setLike(request: LikeScene.SetLike.Request) async {
        do {
            let outcome = try await setLike(request.liked, productID: request.productID)
            presenter.presentLike(response: .init(outcome: outcome))
        } catch {
            presenter.presentError(error)
        }
    }
}
