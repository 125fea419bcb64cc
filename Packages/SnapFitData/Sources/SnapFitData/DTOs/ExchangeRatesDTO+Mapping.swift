import Foundation
import SnapFitDomain

extension ExchangeRatesDTO {
    /// More currencies than any real table has (about 170).
    static let maxCurrencies = 400

    /// The rates, after checking what a hostile or broken server could send: a base and codes of three capital
    /// letters, at most `maxCurrencies` rates, each a positive finite number, and a time between 2000 and 2200.
    func toDomain() throws(DomainError) -> ExchangeRates {
        guard Self.isCode(base) else { throw .invalidResponse(detail: "rates: base is not a currency code") }
        guard rates.count <= Self.maxCurrencies else { throw .invalidResponse(detail: "rates: too many currencies") }
        guard rates.allSatisfy({ Self.isCode($0.key) && $0.value.isFinite && $0.value > 0 }) else {
            throw .invalidResponse(detail: "rates: a rate is not a positive number of a currency code")
        }
        guard (946_684_800...7_258_118_400).contains(timestamp) else {
            throw .invalidResponse(detail: "rates: timestamp out of range")
        }
        return ExchangeRates(base: base, rates: rates, date: Date(timeIntervalSince1970: TimeInterval(timestamp)))
    }

    private static func isCode(_ text: String) -> Bool {
        text.unicodeScalars.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }
}
