import Foundation
import SnapFitBackend
import SnapFitBackendTestSupport
import SnapFitHTTPServer
import Synchronization
import Testing

/// DEV's named states: what each scenario's backend serves from its first request, at a fixed clock.
@Suite struct DevScenarioTests {
    private static let now = Date(timeIntervalSince1970: 1_900_000_000)

    private struct Pin: Codable, Sendable, Equatable {
        var userId: Int
    }

    /// A feature whose table has one row for the customer, and none in `first-visit`.
    private static let pins = BackendFeature(
        table: "pins", version: 1,
        routes: [
            FeatureRoute("GET", "/snapfit/pins") { call, table throws(APIFailure) in
                .json(.int(try table.rows(as: Pin.self).count { $0.userId == call.caller }))
            }
        ],
        scenario: { scenario, _ in scenario == .firstVisit ? [] : nil },
        seed: { users in users.id(socialId: "dev-customer").map { [Pin(userId: $0)] } ?? [] })

    private static func client(
        _ scenario: DevScenario?, slept: Slept = Slept()
    ) -> (BackendClient, Backend.Configuration) {
        var configuration = Backend.Configuration(
            accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { now }, sleep: { slept.add($0) })
        configuration.features = [pins]
        configuration.scenario = scenario
        return (BackendClient(backend: Backend(configuration: configuration)), configuration)
    }

    private static func list(
        _ client: BackendClient, _ path: String, query: [(String, String)] = [], bearer: String, offset: Int = 0
    ) async throws -> (status: Int, items: [[String: Any]]) {
        let response = try await client.send(
            "GET", path, query: query + [("limit", "100"), ("offset", String(offset))], bearer: bearer)
        let items = BackendClient.object(response)["data"] as? [[String: Any]] ?? []
        return (response.status, items)
    }

    /// Every page of a list, 100 at a time.
    private static func all(
        _ client: BackendClient, _ path: String, query: [(String, String)] = [], bearer: String
    ) async throws -> [[String: Any]] {
        var items: [[String: Any]] = []
        while true {
            let page = try await list(client, path, query: query, bearer: bearer, offset: items.count)
            try #require(page.status == 200)
            items += page.items
            if page.items.count < 100 { return items }
        }
    }

    @Test func noScenario_andFirstVisit_serveTheSeed_butFirstVisitLeavesOutTheFeaturesRows() async throws {
        let (seed, _) = Self.client(nil)
        let (first, configuration) = Self.client(.firstVisit)
        #expect(configuration.scenarioTokens() == nil)
        let products = { (client: BackendClient) async throws in
            try await Self.all(client, "/snapfit/posts/all", bearer: client.login("dev-customer")).count
        }
        #expect(try await products(first) == products(seed))
        let pins = { (client: BackendClient) async throws in
            try await client.send("GET", "/snapfit/pins", bearer: client.login("dev-customer")).body
        }
        #expect(String(decoding: try await pins(seed), as: UTF8.self) == "1")
        #expect(String(decoding: try await pins(first), as: UTF8.self) == "0")
    }

    @Test func emptyCatalog_hasNoProduct_butKeepsTheAccounts() async throws {
        let (client, _) = Self.client(.emptyCatalog)
        let customer = try await client.login("dev-customer")
        #expect(try await Self.all(client, "/snapfit/posts/all", bearer: customer).isEmpty)
        #expect(try await client.send("GET", "/snapfit/user", bearer: customer).status == 200)
    }

    @Test func busyMaker_givesDevMakerItsProductsAndBookings_reachedPageByPage() async throws {
        let (client, configuration) = Self.client(.busyMaker)
        let maker = try await client.login("dev-maker")
        let profile = BackendClient.object(try await client.send("GET", "/snapfit/user", bearer: maker))
        let makerID = try #require(profile["id"] as? Int)
        let products = try await Self.all(
            client, "/snapfit/posts/maker", query: [("userId", String(makerID))], bearer: maker)
        let bookings = try await Self.all(client, "/snapfit/reservation/maker", bearer: maker)
        #expect(products.count == DevScenario.busyMakerProducts)
        #expect(bookings.count == DevScenario.busyMakerBookings)
        #expect(Set(bookings.compactMap { $0["id"] as? Int }).count == DevScenario.busyMakerBookings)
        #expect(configuration.scenarioTokens() != nil)
    }

    @Test func withdrawnMaker_leavesTheirProductsAndTheCustomersBookings_asTheContractShowsThem() async throws {
        let (client, _) = Self.client(.withdrawnMaker)
        let customer = try await client.login("dev-customer")
        // The customer's bookings include the withdrawn maker's: the whole list fails with 404, code 14 (§4.8).
        let bookings = try await client.send(
            "GET", "/snapfit/reservation/user", query: [("limit", "10"), ("offset", "0")], bearer: customer)
        #expect(bookings.status == 404)
        #expect(BackendClient.object(bookings)["errorCode"] as? Int == 14)
        #expect(try await client.count("/snapfit/reservation/count", bearer: customer) == 2)
        #expect(try await client.count("/snapfit/post/like/count", bearer: customer) == 1)
    }

    @Test func slowServer_delaysEveryAnswer() async throws {
        let slept = Slept()
        let (client, _) = Self.client(.slowServer, slept: slept)
        _ = try await client.send("GET", "/snapfit/vibes")
        _ = try await client.login("dev-customer")
        #expect(slept.values == [DevScenario.slowAnswerSeconds, DevScenario.slowAnswerSeconds])
    }

    @Test func expiredSession_startsWithAnExpiredAccessToken_thatItsRefreshTokenRenews() async throws {
        let (client, configuration) = Self.client(.expiredSession)
        let tokens = try #require(configuration.scenarioTokens())
        let profile = try await client.send("GET", "/snapfit/user", bearer: tokens.accessToken)
        #expect(profile.status == 401)
        let refreshed = try await client.send(
            "GET", "/refresh/token", query: [("refreshToken", tokens.refreshToken)])
        #expect(refreshed.status == 200)
        let access = try #require(BackendClient.object(refreshed)["accessToken"] as? String)
        #expect(try await client.send("GET", "/snapfit/user", bearer: access).status == 200)
    }

    @Test func reset_goesBackToTheScenario_notToTheSeed() async throws {
        let (client, _) = Self.client(.emptyCatalog)
        try await client.backend.reset()
        #expect(try await Self.all(client, "/snapfit/posts/all", bearer: client.login("dev-customer")).isEmpty)
    }

    @Test func aFaultOnEveryRoute_readsAsAStar() {
        #expect(RouteFault("*=delay:2") == RouteFault(route: RouteFault.everyRoute, fault: .delay(seconds: 2)))
        #expect(RouteFault("GET *=delay:2") == nil)
    }
}

/// The seconds a backend was told to sleep.
private final class Slept: Sendable {
    private let store = Mutex<[Double]>([])

    var values: [Double] { store.withLock { $0 } }

    func add(_ seconds: Double) { store.withLock { $0.append(seconds) } }
}
