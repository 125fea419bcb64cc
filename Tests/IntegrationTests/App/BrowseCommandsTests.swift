import Foundation
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitDomainTestSupport
import SnapFitTerminal
import Testing

@testable import SnapFitApp

/// The catalog commands in DEV, as a script drives them.
@MainActor
@Suite struct BrowseCommandsTests {
    private let signIn = "login kakao dev-customer"

    @Test func aWithdrawnMaker_leavesTheirProductsOut_andTheListStaysUsable() async {
        let outcome = await runScript([
            "login kakao dev-maker", "withdraw --confirm", signIn, "products", "product 2",
        ])
        #expect(outcome.standardOutput.contains("6 products are left out: their maker has left SnapFit."))
        #expect(outcome.standardOutput.contains { $0.hasPrefix("     1. #7 ") })
        #expect(
            outcome.standardError.first
                == "error: line 5: The maker has left SnapFit, so this cannot be shown.")
    }

    @Test func json_carriesNumbersAndISOTimes_besideTheLabels() async {
        let outcome = await runScript(
            [
                signIn, "products",
                #"reserve 1 --option 60 --at "\#(BookingDay.day) 09:30" --people 2 --email me@snapfit.kr --place 서울숲 --anyway"#,
                "reservations",
            ], configuration: AppConfiguration.forTests(json: true))
        #expect(outcome.standardOutput[1].contains(#""lowestPrice":120000"#))
        #expect(outcome.standardOutput[2].contains(#""time":"\#(BookingDay.day)T09:30:00+09:00""#))
        #expect(outcome.standardOutput[3].contains(#""time":"\#(BookingDay.day)T09:30:00+09:00""#))
    }

    @Test func next_afterAProductOutsideTheList_saysSo_insteadOfJumpingBackIntoIt() async {
        let outcome = await runScript([signIn, "products --vibe 시크", "product 2", "product 1", "next"])
        #expect(outcome.exitCode == .failure)
        #expect(
            outcome.standardError.first
                == "error: line 5: The product you opened last is not in the list: open one of the list's to step from there."
        )
    }

    @Test func productRows_lineUpByDisplayWidth_onEveryPage() async {
        let outcome = await runScript(
            [signIn, "products", "more"], configuration: AppConfiguration.forTests(language: .korean))
        let rows = outcome.standardOutput.filter { $0.contains("원~") }
        let priceEnds = Set(rows.map { String($0[...$0.lastIndex(of: "~")!]).terminalWidth })
        #expect(rows.count > 20 && priceEnds.count == 1)
    }

    @Test func products_showsANumberedTableAndOffersMore() async {
        let outcome = await runScript(
            [signIn, "products"], configuration: AppConfiguration.forTests(language: .korean))
        let printed = outcome.standardOutput
        #expect(printed[1] == "전체 상품")
        #expect(printed[2].hasPrefix("     1. #1    한강 노을 커플 스냅") && printed[2].contains("120,000원~"))
        #expect(printed.count == 2 + 20 + 1)
        #expect(printed.last == "'more'로 다음 상품을 볼 수 있습니다.")
    }

    @Test func more_withoutAList_saysToShowOneFirst() async {
        let outcome = await runScript([signIn, "more"])
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError == ["error: line 2: Show a list first.", "Show one with 'products' or 'likes'."])
    }

    @Test func nextAfterMore_opensTheDetailWithItsPosition() async {
        let outcome = await runScript([signIn, "products --maker 2", "next", "next"])
        let titles = outcome.standardOutput.filter { $0.contains("[") && $0.contains("#") }
        #expect(titles.count == 2)
        #expect(titles.last?.contains("[Product 2 of ") == true)
        #expect(outcome.standardOutput.contains("Options"))
    }

    @Test func product_showsOptionsShortestFirstWithPrices() async {
        let outcome = await runScript(
            [signIn, "product 2"], configuration: AppConfiguration.forTests(language: .korean))
        let options = outcome.standardOutput.drop { $0 != "옵션" }.dropFirst().prefix(3)
        #expect(Array(options) == ["  30분 · 70,000원", "  90분 · 210,000원", "  150분 · 350,000원"])
        #expect(outcome.standardOutput.contains { $0.hasPrefix("  하늘작가 (작가 2) · ") })
    }

    @Test(arguments: [["product", "abc"], ["product", "0"], ["products", "--vibe", "시크", "--maker", "2"]])
    func badArguments_areUsageErrors(words: [String]) async {
        let outcome = await runCommand(words)
        #expect(outcome.exitCode == .usage)
    }

    @Test(arguments: [
        (["like", "x"], "like <id>"), (["cancel", "-3", "--reason", "because"], "cancel <id> --reason TEXT"),
        (
            ["reserve", "0", "--option", "60", "--at", "x", "--people", "2", "--email", "e", "--place", "p"],
            "reserve <product-id>"
        ),
    ])
    func idThatIsNotAPositiveNumber_isAUsageError_withTheCommandsUsageLine(words: [String], usage: String) async {
        // When
        let outcome = await runCommand(words)
        // Then
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first?.contains("must be a positive whole number") == true)
        #expect(outcome.standardError.last?.hasPrefix("Usage: \(usage)") == true)
    }

    @Test func likeTwiceThenLikes_reportsAlreadyLikedAndListsIt() async {
        let outcome = await runScript([signIn, "like 7", "like 7", "likes"])
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput[1] == "♥ #7 Liked.")
        #expect(outcome.standardOutput[2] == "♥ #7 Already liked.")
        #expect(outcome.standardOutput[3] == "Liked products")
        #expect(outcome.standardOutput[4].contains("#7") && outcome.standardOutput[4].hasSuffix("♥"))
    }

    @Test func home_greetsTheUserAndRecommendsOneOfTheirVibes() async throws {
        let outcome = await runScript([signIn, "home"], configuration: AppConfiguration.forTests(json: true))
        let data = try #require(jsonObject(outcome.standardOutput[1])?["data"] as? [String: Any])
        #expect(data["greeting"] as? String == "Hello, 스냅러버")
        let recommended = try #require(data["recommended"] as? [String: Any])
        let vibes = recommended["vibes"] as? [String] ?? []
        #expect(!Set(vibes).isDisjoint(with: ["러블리", "밝은"]))
    }
}
