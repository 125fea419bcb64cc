/// Which data sources the app is wired to.
public enum Phase: String, Sendable, CaseIterable {
    /// In-process mock repositories over the seeded catalog; no network.
    case dev
    /// The live HTTP API at the configured base URL.
    case real
}
