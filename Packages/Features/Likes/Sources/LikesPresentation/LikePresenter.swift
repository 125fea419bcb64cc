import LikesDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns like outcomes into view models.
public protocol LikePresentationLogic: AnyObject {
    func presentLike(response: LikeScene.SetLike.Response)
    func presentError(_ error: DomainError)
}

public final class LikePresenter: LikePresentationLogic {
    public weak var display: (any LikeDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentLike(response: LikeScene.SetLike.Response) {
        display?.displayLike(viewModel: Self.viewModel(for: response.outcome, language: language))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func viewModel(for outcome: LikeOutcome, language: Language) -> LikeScene.SetLike.ViewModel {
        let message =
            switch (outcome.isLiked, outcome.changed) {
            case (true, true): language.pick("찜했습니다.", "Liked.")
            case (true, false): language.pick("이미 찜한 상품입니다.", "Already liked.")
            case (false, true): language.pick("찜을 취소했습니다.", "Like removed.")
            case (false, false): language.pick("찜하지 않은 상품입니다.", "It was not liked.")
            }
        return .init(productID: outcome.productID, liked: outcome.isLiked, changed: outcome.changed, message: message)
    }
}
