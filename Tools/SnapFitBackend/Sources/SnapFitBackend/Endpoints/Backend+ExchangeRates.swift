import SnapFitHTTPServer

/// The stand-in for Open Exchange Rates, outside the SnapFit contract: the client's currency setting reads it.
extension Backend {
    /// `GET /api/latest.json`: Open Exchange Rates' shape, US dollar based, stamped with the backend's clock.
    func latestRates() -> HTTPResponse {
        let rates = exchangeRates.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.double($0.value)) }
        return .json(
            .object([
                (key: "disclaimer", value: .string("SnapFit sandbox rates, fixed: not for trading")),
                (key: "license", value: .string("none")),
                (key: "timestamp", value: .int(Int(now().timeIntervalSince1970))),
                (key: "base", value: .string("USD")),
                (key: "rates", value: .object(rates)),
            ]))
    }
}
