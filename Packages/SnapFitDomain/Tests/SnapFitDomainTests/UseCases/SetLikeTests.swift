import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@Suite struct SetLikeTests {
    /// Records what reaches the server, holding the first request at `gate` when given.
    private final class LikeServer: Sendable {
        private let sent = Mutex<[String]>([])
        let gate: Gate?

        init(gate: Gate? = nil) { self.gate = gate }

        var requests: [String] { sent.withLock { $0 } }

        func repository(alreadyLiked: Bool = false) -> StubLikeRepository {
            var stub = StubLikeRepository()
            stub.onLike = { (id) throws(DomainError) in
                self.sent.withLock { $0.append("like \(id)") }
                await self.gate?.pass()
                if alreadyLiked { throw .alreadyLiked }
            }
            stub.onUnlike = { (id) throws(DomainError) in
                self.sent.withLock { $0.append("unlike \(id)") }
                await self.gate?.pass()
            }
            return stub
        }
    }

    @Test func marked_showsTheStatesSetHere_andGivesBackAListThatHasThemAsItIs() async throws {
        // Given: a list read before product 2 was liked and product 3 unliked
        let sut = SetLike(likes: LikeServer().repository())
        let read = [1, 2, 3].map { ProductSummary.fixture(id: $0, liked: $0 == 3) }
        _ = try await sut(true, productID: 2)
        _ = try await sut(false, productID: 3)
        // When
        let marked = await sut.marked(read)
        let again = await sut.marked(marked)
        // Then
        #expect(marked.map(\.isLiked) == [false, true, false])
        #expect(again == marked)
        #expect(await sut.marked([.fixture(id: 9)]) == [.fixture(id: 9)])
    }

    @Test func like_sendsOneLikeAndReportsTheChange() async throws {
        let server = LikeServer()
        let outcome = try await SetLike(likes: server.repository())(true, productID: 7)
        #expect(outcome == LikeOutcome(productID: 7, isLiked: true, changed: true))
        #expect(server.requests == ["like 7"])
    }

    @Test func like_alreadyLiked_isReportedUnchangedNotAsAFailure() async throws {
        let server = LikeServer()
        let outcome = try await SetLike(likes: server.repository(alreadyLiked: true))(true, productID: 7)
        #expect(outcome == LikeOutcome(productID: 7, isLiked: true, changed: false))
    }

    @Test(.timeLimit(.minutes(1)))
    func rapidToggles_whileALikeIsSent_collapseIntoTheFinalStateSentOnce() async throws {
        // Given: the first like is held on its way
        let gate = Gate()
        let server = LikeServer(gate: gate)
        let sut = SetLike(likes: server.repository())
        async let first = sut(true, productID: 7)
        await gate.waitForArrivals(1)
        // When: unlike, like, unlike arrive meanwhile
        let toggles = [
            try await sut(false, productID: 7), try await sut(true, productID: 7), try await sut(false, productID: 7),
        ]
        await gate.open()
        // Then
        #expect(toggles.map(\.isLiked) == [false, true, false])
        #expect(try await first.isLiked == false)
        #expect(server.requests == ["like 7", "unlike 7"])
    }

    @Test(.timeLimit(.minutes(1)))
    func togglesBackToTheSentState_sendNothingMore() async throws {
        let gate = Gate()
        let server = LikeServer(gate: gate)
        let sut = SetLike(likes: server.repository())
        async let first = sut(true, productID: 3)
        await gate.waitForArrivals(1)
        _ = try await sut(false, productID: 3)
        _ = try await sut(true, productID: 3)
        await gate.open()
        #expect(try await first.isLiked == true)
        #expect(server.requests == ["like 3"])
    }
}
