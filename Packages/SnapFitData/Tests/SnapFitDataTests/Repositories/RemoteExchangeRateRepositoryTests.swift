import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RemoteExchangeRateRepositoryTests {
    private let ratesURL = URL(string: "https://rates.example/api/latest.json?app_id=secret")!

    private func makeSUT(_ session: StubURLSession) -> RemoteExchangeRateRepository {
        RemoteExchangeRateRepository(
            provider: SnapFitProvider.make(baseURL: ratesURL, session: session, sleeper: ImmediateSleeper()))
    }

    @Test func latest_getsTheRatesURLItself_withoutSnapFitsTokens_andMapsTheAnswer() async throws {
        // Given
        let session = StubURLSession()
        session.respond { _ in
            (200, Data(#"{"disclaimer":"d","base":"USD","rates":{"KRW":1380.5,"USD":1},"timestamp":1764000000}"#.utf8))
        }
        // When
        let rates = try await makeSUT(session).latest()
        // Then
        #expect(
            rates
                == ExchangeRates(
                    base: "USD", rates: ["KRW": 1380.5, "USD": 1], date: Date(timeIntervalSince1970: 1_764_000_000)))
        let request = try #require(session.requests.first)
        #expect(request.url == ratesURL)
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
    }

    @Test(arguments: [
        #"{"base":"usd","rates":{"KRW":1380},"timestamp":1764000000}"#,
        #"{"base":"USD","rates":{"KRW":-1},"timestamp":1764000000}"#,
        #"{"base":"USD","rates":{"WON!":1380},"timestamp":1764000000}"#,
        #"{"base":"USD","rates":{"KRW":1380},"timestamp":99999999999}"#,
        #"{"base":"USD","rates":{"KRW":"1380"},"timestamp":1764000000}"#,
        #"[]"#,
    ])
    func hostileAnswers_areInvalidResponses(body: String) async {
        let session = StubURLSession()
        session.respond { _ in (200, Data(body.utf8)) }
        await #expect {
            try await makeSUT(session).latest()
        } throws: { error in
            if case .invalidResponse = error as? DomainError { true } else { false }
        }
    }

    @Test func tooManyCurrencies_isAnInvalidResponse() async {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let codes = (0..<401).map { String([letters[$0 / 26 % 26], letters[$0 % 26], "Q"]) }
        let table = codes.map { "\"\($0)\":1" }.joined(separator: ",")
        let session = StubURLSession()
        session.respond { _ in (200, Data(#"{"base":"USD","rates":{\#(table)},"timestamp":1764000000}"#.utf8)) }
        await #expect(throws: DomainError.invalidResponse(detail: "rates: too many currencies")) {
            try await makeSUT(session).latest()
        }
    }
}
