import SnapFitPresentation
import SnapFitTerminal

/// The options of the whole program (before the command, or after it for most), each with its help text.
enum GlobalOption: String, CaseIterable, Sendable {
    case phase
    case baseURL = "base-url"
    case home
    case lang
    case currency
    case layout
    case ratesURL = "rates-url"
    case json
    case noColor = "no-color"
    case help
    case version

    /// The placeholder of the option's value, or `nil` for a switch.
    var valuePlaceholder: String? {
        switch self {
        case .phase: "dev|real"
        case .baseURL: "URL"
        case .home: "DIR"
        case .lang: "ko|en"
        case .currency: "krw|usd"
        case .layout: "list|grid"
        case .ratesURL: "URL"
        case .json, .noColor, .help, .version: nil
        }
    }

    /// Whether the option is also read after the command's words (`snapfit vibes --json`); `--help` and
    /// `--version` there belong to the command.
    var mayFollowTheCommand: Bool { self != .help && self != .version }

    /// The environment variable read when the option is not given.
    var environmentVariable: String? {
        switch self {
        case .phase: "SNAPFIT_PHASE"
        case .baseURL: "SNAPFIT_BASE_URL"
        case .home: "SNAPFIT_HOME"
        case .lang: "SNAPFIT_LANG"
        case .currency: "SNAPFIT_CURRENCY"
        case .layout: "SNAPFIT_LAYOUT"
        case .ratesURL: "SNAPFIT_RATES_URL"
        case .noColor: "NO_COLOR"
        case .json, .help, .version: nil
        }
    }

    /// The option as the option reader takes it: given again, the last value wins.
    var flag: ArgumentSpec.Flag {
        valuePlaceholder.map { .repeated(rawValue, $0) } ?? .switch(rawValue)
    }
}
