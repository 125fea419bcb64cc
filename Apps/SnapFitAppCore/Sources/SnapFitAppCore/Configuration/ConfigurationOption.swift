/// The settings every SnapFit executable is started with, each given as `--<rawValue> VALUE` or by its environment
/// variable (the option wins).
public enum ConfigurationOption: String, CaseIterable, Sendable {
    case phase
    case baseURL = "base-url"
    case home
    case lang
    case currency
    case layout
    case ratesURL = "rates-url"
    case scenario

    /// The placeholder of the option's value in usage lines.
    public var valuePlaceholder: String {
        switch self {
        case .phase: "dev|real"
        case .baseURL, .ratesURL: "URL"
        case .home: "DIR"
        case .lang: "ko|en"
        case .currency: "krw|usd"
        case .layout: "list|grid"
        case .scenario: "NAME"
        }
    }

    /// The environment variable read when the option is not given.
    public var environmentVariable: String {
        switch self {
        case .phase: "SNAPFIT_PHASE"
        case .baseURL: "SNAPFIT_BASE_URL"
        case .home: "SNAPFIT_HOME"
        case .lang: "SNAPFIT_LANG"
        case .currency: "SNAPFIT_CURRENCY"
        case .layout: "SNAPFIT_LAYOUT"
        case .ratesURL: "SNAPFIT_RATES_URL"
        case .scenario: "SNAPFIT_SCENARIO"
        }
    }
}
