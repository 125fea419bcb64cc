import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@Suite struct PricingTests {
    private let date = Date(timeIntervalSince1970: 1_764_000_000)
    private var rates: ExchangeRates { ExchangeRates(base: "USD", rates: ["KRW": 1380, "EUR": 0.95], date: date) }

    @Test func dollars_areWonDividedByTheWonRate_withTheRatesDate() throws {
        let pricing = Pricing.converted(to: .usd, at: rates)
        #expect(pricing.currency == .usd)
        #expect(abs(pricing.amount(138_000) - 100) < 1e-9)
        #expect(pricing.ratesDate == date)
        #expect(!pricing.ratesMissing)
    }

    @Test func ratesOnAnotherBase_convertThroughIt() throws {
        let euroBased = ExchangeRates(base: "EUR", rates: ["KRW": 1500, "USD": 1.2], date: date)
        #expect(abs(Pricing.converted(to: .usd, at: euroBased).amount(150_000) - 120) < 1e-9)
    }

    @Test(arguments: [
        ["EUR": 0.95], ["KRW": 0, "EUR": 1], ["KRW": -1380], ["KRW": .infinity], ["KRW": .nan],
    ])
    func ratesWithoutAUsableWonRate_showWon_andSaySo(table: [String: Double]) {
        let pricing = Pricing.converted(to: .usd, at: ExchangeRates(base: "USD", rates: table, date: date))
        #expect(pricing == .won(ratesMissing: true))
        #expect(pricing.amount(1000) == 1000)
    }

    @Test func won_needsNoRates() async {
        // Given: a rate source that fails the test if read
        let sut = FetchPricing(
            preferences: SpyPreferencesStore(), rates: ExchangeRateBook(source: StubExchangeRateRepository()))
        // Then
        #expect(await sut() == .won())
    }

    @Test func dollars_readTheRatesOnce_forEveryScreenOfTheRun() async {
        // Given
        let reads = Mutex(0)
        var source = StubExchangeRateRepository()
        let rates = rates
        source.onLatest = {
            reads.withLock { $0 += 1 }
            return rates
        }
        let book = ExchangeRateBook(source: source)
        let sut = FetchPricing(preferences: SpyPreferencesStore(saved: Preferences(currency: .usd)), rates: book)
        // When
        async let first = sut()
        async let second = sut()
        let pricings = await [first, second, sut()]
        // Then
        #expect(pricings.allSatisfy { $0.currency == .usd })
        #expect(reads.withLock { $0 } == 1)
    }

    @Test func ratesThatCannotBeHad_showWon_andAreTriedAgainLater() async {
        // Given
        let reads = Mutex(0)
        var source = StubExchangeRateRepository()
        let rates = rates
        source.onLatest = { () throws(DomainError) in
            let count = reads.withLock {
                $0 += 1
                return $0
            }
            if count == 1 { throw .timedOut }
            return rates
        }
        let sut = FetchPricing(
            preferences: SpyPreferencesStore(saved: Preferences(currency: .usd)),
            rates: ExchangeRateBook(source: source))
        // Then
        #expect(await sut() == .won(ratesMissing: true))
        #expect(await sut().currency == .usd)
    }
}
