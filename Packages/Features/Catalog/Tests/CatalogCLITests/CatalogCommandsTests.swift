import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import CatalogCLI

/// The catalog commands over doubles: what they print and how they exit for the products a test gives them.
@MainActor
@Suite struct CatalogCommandsTests {
    private let commands = CommandTable.standard.adding(CatalogCommands.all)

    private func services(
        products: StubProductRepository, likes: StubLikeRepository = StubLikeRepository()
    )
        -> StubServices
    {
        StubServices(useCases: .stubbed(accounts: .signedIn(as: .fixture()), products: products, likes: likes))
    }

    @Test func products_numbersEachProduct_andOffersMoreWhileAPageIsFull() async {
        let sut = services(products: .catalog(count: 25))
        let outcome = await runScript(["products", "more"], services: sut, commands: commands)
        let rows = outcome.standardOutput.filter { $0.contains(". #") }
        #expect(outcome.exitCode == .success)
        #expect(rows.count == 25)
        #expect(
            rows[0].hasPrefix("     1. #1    한강 스냅 1 ") && rows[0].hasSuffix("₩30,000~  서울 (Seoul) | 경기 (Gyeonggi)"))
        #expect(rows[20].hasPrefix("    21. #21   한강 스냅 21 "))
        #expect(outcome.standardOutput.contains("Type 'more' for the next products."))
        #expect(outcome.standardOutput.last == "That is the whole list.")
    }

    @Test func products_inKorean_wordsTheListInKorean() async {
        let sut = services(products: .catalog(count: 1))
        let outcome = await runScript(
            ["products"], services: sut, configuration: makeConfiguration(language: .korean), commands: commands)
        #expect(outcome.standardOutput.first == "전체 상품")
        #expect(outcome.standardOutput[1].contains("30,000원~"))
    }

    @Test func products_json_carriesTheNumbersBesideTheLabels() async throws {
        let sut = services(products: .catalog(count: 1))
        let outcome = await runCommand(
            ["products"], services: sut, configuration: makeConfiguration(json: true), commands: commands)
        let object = try #require(jsonObject(outcome.standardOutput[0]))
        let data = try #require(object["data"] as? [String: Any])
        let rows = try #require(data["rows"] as? [[String: Any]])
        let product = try #require(rows.first?["product"] as? [String: Any])
        #expect(object["ok"] as? Bool == true)
        #expect(rows.first?["number"] as? Int == 1)
        #expect(product["id"] as? Int == 1)
        #expect(product["lowestPrice"] as? Int == 30_000)
        #expect(product["priceLabel"] as? String == "₩30,000~")
        #expect(data["isAtEnd"] as? Bool == true)
    }

    @Test func product_showsItsOptionsShortestFirst_withPrices() async {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id) }
        products.onProducts = { _, _ in [] }
        let outcome = await runCommand(["product", "12"], services: services(products: products), commands: commands)
        let options = outcome.standardOutput.drop { $0 != "Options" }.dropFirst().prefix(3)
        #expect(outcome.exitCode == .success)
        #expect(Array(options) == ["  30 min · ₩70,000", "  60 min · ₩120,000", "  ₩20,000 per additional person"])
    }

    @Test func product_whoseIDIsNotANumber_isAUsageError_andAsksTheServerNothing() async {
        let outcome = await runCommand(
            ["product", "x"], services: services(products: StubProductRepository()), commands: commands)
        #expect(outcome.exitCode == .usage)
        #expect(outcome.standardError.first == "error: <id> must be a positive whole number, not 'x'.")
    }

    @Test(arguments: [
        (DomainError.productNotFound, ExitCode.failure), (.unreachable, .unavailable), (.timedOut, .failure),
        (.invalidResponse(detail: "bad"), .failure), (.signedOut, .failure),
    ])
    func product_thatCannotBeHad_exitsWithTheCodeOfItsKind(error: DomainError, expected: ExitCode) async {
        var products = StubProductRepository()
        products.onProduct = { _ throws(DomainError) in throw error }
        let outcome = await runCommand(["product", "3"], services: services(products: products), commands: commands)
        #expect(outcome.exitCode == expected)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.first?.hasPrefix("error: ") == true)
    }

    @Test func products_signedOut_pointsToLogin() async {
        var products = StubProductRepository()
        products.onProducts = { _, _ throws(DomainError) in throw .signedOut }
        let outcome = await runCommand(["products"], services: services(products: products), commands: commands)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.last == "Log in with 'login kakao <token>'.")
    }
}
