/// Which data sources the app is wired to.
public enum Phase: String, Sendable, CaseIterable {
    /// The same client stack as REAL over the backend in this process (no socket); its data is kept in the home
    /// folder and shared by every DEV process using that home.
    case dev
    /// The live HTTP API at the configured base URL.
    case real
}
