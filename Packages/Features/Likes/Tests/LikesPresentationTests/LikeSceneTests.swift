import LikesDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import LikesPresentation

final class LikePresentationLogicSpy: LikePresentationLogic {
    private(set) var outcomes: [LikeOutcome] = []
    private(set) var errors: [DomainError] = []

    func presentLike(response: LikeScene.SetLike.Response) { outcomes.append(response.outcome) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct LikeSceneTests {
    @Test func interactor_likeTwice_presentsTheSecondAsUnchanged() async {
        // Given: the server already has the like the second time
        let presenter = LikePresentationLogicSpy()
        var likes = StubLikeRepository()
        let calls = Counter()
        likes.onLike = { (_) throws(DomainError) in
            if await calls.increment() > 1 { throw .alreadyLiked }
        }
        let sut = LikeInteractor(presenter: presenter, setLike: SetLike(likes: likes))
        // When
        await sut.setLike(request: .init(productID: 5, liked: true))
        await sut.setLike(request: .init(productID: 5, liked: true))
        // Then
        #expect(presenter.outcomes.map(\.changed) == [true, false])
    }

    @Test func interactor_signedOut_presentsTheError() async {
        let presenter = LikePresentationLogicSpy()
        var likes = StubLikeRepository()
        likes.onUnlike = { (_) throws(DomainError) in throw .signedOut }
        await LikeInteractor(presenter: presenter, setLike: SetLike(likes: likes)).setLike(
            request: .init(productID: 5, liked: false))
        #expect(presenter.errors == [.signedOut])
    }

    @Test(arguments: [
        (true, true, "찜했습니다."), (true, false, "이미 찜한 상품입니다."), (false, true, "찜을 취소했습니다."),
        (false, false, "찜하지 않은 상품입니다."),
    ])
    func presenter_saysWhatHappened(liked: Bool, changed: Bool, message: String) {
        let viewModel = LikePresenter.viewModel(
            for: LikeOutcome(productID: 1, isLiked: liked, changed: changed), language: .korean)
        #expect(viewModel.message == message)
    }
}

/// Counts calls across tasks.
actor Counter {
    private var value = 0

    func increment() -> Int {
        value += 1
        return value
    }
}
