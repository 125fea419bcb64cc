import Foundation
import SnapFitDomain

/// Prices as one screen shows them: won amounts in the screen's currency and language, and the one line that says
/// which rates were used (or that there were none).
public struct PriceFormat: Sendable, Equatable {
    public let pricing: Pricing
    public let language: Language

    public init(_ pricing: Pricing, language: Language) {
        self.pricing = pricing
        self.language = language
    }

    /// `120,000원` / `₩120,000` in won; `$86.96` converted. An amount too large to convert shows in won.
    public func label(_ won: Int) -> String {
        guard let converted = converted(won) else { return Money.label(won, language: language) }
        return converted.label
    }

    /// `won` converted, for scripts and labels; `nil` when the screen shows won, or the amount is too large to show to
    /// the cent.
    public func converted(_ won: Int) -> ConvertedPrice? {
        guard pricing.currency != .krw else { return nil }
        return ConvertedPrice(pricing.amount(won), currency: pricing.currency)
    }

    /// Said once per screen: the rates' date when prices are converted, or that the rates could not be had and
    /// prices are in won; `nil` for won as asked.
    public var notice: String? {
        if pricing.ratesMissing {
            return language.pick(
                "환율을 불러오지 못해 가격을 원화로 보여 드립니다.", "Exchange rates could not be had: prices are in won.")
        }
        guard let date = pricing.ratesDate else { return nil }
        let day = Self.day(date)
        return language.pick(
            "가격은 \(day) 환율로 환산한 \(pricing.currency.code) 금액입니다.",
            "Prices in \(pricing.currency.code) at the exchange rates of \(day).")
    }

    /// `date` as `YYYY-MM-DD` in UTC, the day rates tables are stamped with.
    static func day(_ date: Date) -> String {
        String(date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!)).prefix(10))
    }
}
