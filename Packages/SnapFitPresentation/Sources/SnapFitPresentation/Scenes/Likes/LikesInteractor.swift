import SnapFitDomain

/// What the like buttons can ask for.
public protocol LikesBusinessLogic: Sendable {
    func setLike(request: LikesScene.SetLike.Request) async
}

/// Likes and unlikes through one `SetLike`, so rapid toggles on a product collapse into its final state.
public final class LikesInteractor: LikesBusinessLogic {
    private let presenter: any LikesPresentationLogic
    private let setLike: SetLike

    public init(presenter: any LikesPresentationLogic, setLike: SetLike) {
        self.presenter = presenter
        self.setLike = setLike
    }

    public func setLike(request: LikesScene.SetLike.Request) async {
        do {
            let outcome = try await setLike(request.liked, productID: request.productID)
            await presenter.presentLike(response: .init(outcome: outcome))
        } catch {
            await presenter.presentError(error)
        }
    }
}
