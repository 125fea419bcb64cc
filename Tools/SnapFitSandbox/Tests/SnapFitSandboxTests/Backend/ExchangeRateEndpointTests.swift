import Foundation
import Testing

/// The stand-in for Open Exchange Rates' `latest.json`, which the client's currency setting reads.
@Suite("Exchange rates")
struct ExchangeRateEndpointTests {
    @Test func latest_isPublic_inOpenExchangeRatesShape_stampedWithTheClock() async throws {
        // Given
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        // When
        let response = try await sut.send("GET", "/api/latest.json")
        // Then
        #expect(response.status == 200)
        #expect(response.object["base"] as? String == "USD")
        let rates = try #require(response.object["rates"] as? [String: Double])
        #expect(rates["KRW"] == 1380)
        #expect(rates["USD"] == 1)
        #expect(response.object["timestamp"] as? Int == Int(sut.clock.now.timeIntervalSince1970))
    }
}
