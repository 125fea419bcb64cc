import Foundation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing
import WatchCLI

/// `watch likes` and `watch maker-reservations` over doubles whose last poll ends the watch, as Ctrl-C does.
@MainActor
@Suite struct WatchCommandTests {
    /// Runs one command given as process arguments, with the watches installed.
    private func runCommand(
        _ words: [String], services: StubServices, configuration: AppConfiguration = .forTests()
    ) async -> RunOutcome {
        await ApplicationRun.command(
            words, services: services, configuration: configuration,
            commands: CommandTable.standard.adding(WatchCommands.all))
    }

    /// A like count that reads `counts` one per poll, then ends the watch.
    private static func likes(_ counts: [Result<Int, DomainError>]) -> StubLikeRepository {
        let script = ScriptedReads(counts)
        var likes = StubLikeRepository()
        likes.onLikeCount = { () throws(DomainError) in try script.next() }
        return likes
    }

    private static func services(likes: StubLikeRepository) -> StubServices {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        return StubServices(
            useCases: .stubbed(accounts: .signedIn(as: Fixtures.customer), products: products, likes: likes))
    }

    @Test func watchLikes_printsTheLikesThenOnlyWhatChanged_andAConnectionLostOnce() async {
        let outcome = await runCommand(
            ["watch", "likes", "12"],
            services: Self.services(likes: Self.likes([.success(2), .success(2), .failure(.unreachable), .success(3)])))
        #expect(outcome.exitCode == .success)
        let title = ProductDetail.fixture().title
        // The wait after a lost connection is jittered: 8 s give or take 20%.
        let steady = outcome.standardOutput.map {
            $0.replacingOccurrences(
                of: "Trying again in (?:[6-9]|10) s", with: "Trying again in 8 s", options: .regularExpression)
        }
        #expect(
            steady == [
                "Likes of “\(title)”, live", "  ♡ You do not like it", "  Your likes: 2",
                "This shows whether you like the product, and how many products you like.",
                "Changes show here as they happen. Ctrl-C ends the watch.",
                "Connection lost: Cannot reach the SnapFit server. Trying again in 8 s; the watch goes on.",
                "Reconnected: the watch goes on.", "  * Your likes: 3 (+1)",
                "The watch ended.",
            ])
    }

    @Test func watchLikes_inJSON_isOneObjectPerUpdate() async {
        let outcome = await runCommand(
            ["watch", "likes", "12"], services: Self.services(likes: Self.likes([.success(2), .success(3)])),
            configuration: .forTests(json: true))
        #expect(outcome.standardOutput.count == 3)
        #expect(outcome.standardOutput.allSatisfy { $0.contains(#""command":"watch likes""#) })
        #expect(outcome.standardOutput[1].contains(#""likeCountChange":"+1""#))
        #expect(outcome.standardOutput[2].contains(#""ended":"The watch ended.""#))
    }

    @Test func watchLikes_ofAProductThatIsGone_endsWithWhy() async {
        var products = StubProductRepository()
        products.onProduct = { (_) throws(DomainError) in throw .productNotFound }
        var likes = StubLikeRepository()
        likes.onLikeCount = { 2 }
        let outcome = await runCommand(
            ["watch", "likes", "99"],
            services: StubServices(
                useCases: .stubbed(accounts: .signedIn(as: Fixtures.customer), products: products, likes: likes)))
        #expect(outcome.exitCode != .success)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.first == "error: That product does not exist.")
    }

    @Test func watchLikes_withAnIdThatIsNotANumber_isAUsageError() async {
        let outcome = await runCommand(["watch", "likes", "abc"], services: StubServices())
        #expect(outcome.exitCode == .usage)
    }
}
