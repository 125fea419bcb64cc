import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// The options of the whole program (before the command, or after it for most): the app core's configuration
/// options and the CLI's own switches.
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

    /// The configuration option this is, or `nil` for a switch of the CLI's own.
    var configuration: ConfigurationOption? { ConfigurationOption(rawValue: rawValue) }

    /// The placeholder of the option's value, or `nil` for a switch.
    var valuePlaceholder: String? { configuration?.valuePlaceholder }

    /// Whether the option is also read after the command's words (`snapfit vibes --json`); `--help` and
    /// `--version` there belong to the command.
    var mayFollowTheCommand: Bool { self != .help && self != .version }

    /// The option as the option reader takes it: given again, the last value wins.
    var flag: ArgumentSpec.Flag {
        valuePlaceholder.map { .repeated(rawValue, $0) } ?? .switch(rawValue)
    }
}
