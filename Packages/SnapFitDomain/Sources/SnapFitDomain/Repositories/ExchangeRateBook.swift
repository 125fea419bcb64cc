/// The rates of one run, read once: the first caller loads them and every later caller (or one waiting meanwhile)
/// gets the same rates, as the coin viewer's rate container holds them from its splash on. A failed load is not
/// kept, so a later screen tries again.
public actor ExchangeRateBook {
    private let source: any ExchangeRateRepository
    private var loaded: ExchangeRates?
    private var loading: Task<Result<ExchangeRates, DomainError>, Never>?

    public init(source: any ExchangeRateRepository) {
        self.source = source
    }

    /// The run's rates, loading them on first need.
    public func rates() async throws(DomainError) -> ExchangeRates {
        if let loaded { return loaded }
        let task =
            loading
            ?? Task { [source] in
                do throws(DomainError) { return .success(try await source.latest()) } catch { return .failure(error) }
            }
        loading = task
        let result = await task.value
        loading = nil
        if case .success(let rates) = result { loaded = rates }
        return try result.get()
    }
}
