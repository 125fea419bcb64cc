import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import SnapFitPresentation

@Suite struct PriceFormatTests {
    private let dollars = Pricing.converted(to: .usd, at: .fixture)

    @Test func won_asAsked_isTheWonLabelWithNothingConvertedAndNoNotice() {
        let prices = PriceFormat(.won(), language: .korean)
        #expect(prices.label(120_000) == "120,000원")
        #expect(prices.converted(120_000) == nil)
        #expect(prices.notice == nil)
    }

    @Test func dollars_areConvertedToTheCentWithTheRatesDateOnce() {
        let prices = PriceFormat(dollars, language: .english)
        #expect(prices.label(120_000) == "$86.96")
        #expect(prices.label(1_380_000_000) == "$1,000,000.00")
        #expect(prices.converted(120_000) == ConvertedPrice(86.96, currency: .usd))
        #expect(prices.notice == "Prices in USD at the exchange rates of 2026-11-24.")
        #expect(PriceFormat(dollars, language: .korean).notice == "가격은 2026-11-24 환율로 환산한 USD 금액입니다.")
    }

    @Test func ratesMissing_showsWonWithOneNoticeAndNeverADollarSign() {
        let prices = PriceFormat(.won(ratesMissing: true), language: .english)
        #expect(prices.label(120_000) == "₩120,000")
        #expect(prices.converted(120_000) == nil)
        #expect(prices.notice == "Exchange rates could not be had: prices are in won.")
    }

    @Test func aRateSoLargeTheAmountCannotBeShownToTheCent_fallsBackToWon() {
        let absurd = Pricing.converted(
            to: .usd, at: ExchangeRates(base: "USD", rates: ["KRW": 1e-300, "USD": 1], date: Date()))
        let prices = PriceFormat(absurd, language: .english)
        #expect(prices.label(120_000) == "₩120,000")
        #expect(prices.converted(120_000) == nil)
    }

    @Test func cents_arePaddedAndRounded() {
        #expect(ConvertedPrice(0.5, currency: .usd)?.label == "$0.50")
        #expect(ConvertedPrice(12.345, currency: .usd)?.label == "$12.35")
        #expect(ConvertedPrice(7, currency: .usd)?.label == "$7.00")
    }
}
