import LikesCLI
import SnapFitApp
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// `like` and `unlike` over doubles.
@MainActor
@Suite struct LikeCommandTests {
    private let commands = CommandTable.standard.adding(LikesCommands.all)

    private func services(products: StubProductRepository, likes: StubLikeRepository) -> StubServices {
        StubServices(useCases: .stubbed(accounts: .signedIn(as: .fixture()), products: products, likes: likes))
    }

    @Test func like_sendsTheProductsID_andSaysItIsLiked() async {
        let liked = Recorder<Int>()
        var likes = StubLikeRepository()
        likes.onLike = { liked.append($0) }
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        let outcome = await runCommand(
            ["like", "12"], services: services(products: products, likes: likes), commands: commands)
        #expect(outcome.exitCode == .success)
        #expect(liked.values == [12])
        #expect(outcome.standardOutput == ["♥ #12 Liked."])
    }

    @Test func unlike_ofAProductNotLiked_saysSo_withoutFailing() async {
        var likes = StubLikeRepository()
        likes.onUnlike = { _ in }
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        let outcome = await runCommand(
            ["unlike", "12"], services: services(products: products, likes: likes), commands: commands)
        #expect(outcome.exitCode == .success)
    }
}
