import SnapFitDomain

/// A won amount in another currency, to the cent: what `--json` adds beside the won number.
public struct ConvertedPrice: Sendable, Equatable, Encodable {
    /// Rounded to two decimals.
    public let amount: Double
    /// `USD`.
    public let currency: String
    private let unit: Currency

    /// `nil` when `amount` is too large to show to the cent.
    public init?(_ amount: Double, currency: Currency) {
        let cents = (amount * 100).rounded()
        guard cents.isFinite, cents.magnitude < 1e15 else { return nil }
        self.amount = cents / 100
        self.currency = currency.code
        unit = currency
    }

    private enum CodingKeys: String, CodingKey { case amount, currency }

    /// `$1,234.56`.
    var label: String {
        let cents = Int((amount * 100).rounded())
        let fraction = String(cents.magnitude % 100)
        let symbol =
            switch unit {
            case .usd: "$"
            case .krw: "₩"
            }
        return (cents < 0 ? "-" : "") + symbol + Money.grouping(Int(cents.magnitude / 100)) + "."
            + String(repeating: "0", count: 2 - fraction.count) + fraction
    }
}
