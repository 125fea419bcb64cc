import SnapFitNetworking

/// The rates endpoint: a GET of the configured URL itself, without SnapFit's sign-in (it may be another server's).
enum ExchangeRateEndpoints {
    static func latest() -> Endpoint<ExchangeRatesDTO> {
        Endpoint(method: .get, path: "", requiresAuthentication: false)
    }
}
