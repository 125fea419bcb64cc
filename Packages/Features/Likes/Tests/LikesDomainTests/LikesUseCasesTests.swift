import LikesDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// The toggle is the kernel's one `SetLike`: what it sends goes to the kernel's like port.
@Suite struct LikesUseCasesTests {
    @Test func liking_sendsTheProductToTheKernelsLikePort() async throws {
        let liked = Recorder<Int>()
        var likes = StubLikeRepository()
        likes.onLike = { liked.append($0) }
        let sut = LikesUseCases(.stubbed(likes: likes))
        _ = try await sut.makeSetLike()(true, productID: 12)
        #expect(liked.values == [12])
    }
}
