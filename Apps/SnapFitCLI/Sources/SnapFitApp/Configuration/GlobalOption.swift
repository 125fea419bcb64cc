import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// The options of the whole program (before the command, or after it for most): the app core's configuration
/// options and the CLI's own switches.
enum GlobalOption: Hashable, Sendable, CaseIterable {
    /// One of the settings the app core is started with.
    case configuration(ConfigurationOption)
    case json
    case noColor
    case help
    case version

    static let allCases = ConfigurationOption.allCases.map(configuration) + [.json, .noColor, .help, .version]

    /// The option's name, after `--`.
    var rawValue: String {
        switch self {
        case .configuration(let option): option.rawValue
        case .json: "json"
        case .noColor: "no-color"
        case .help: "help"
        case .version: "version"
        }
    }

    /// The configuration option this is, or `nil` for a switch of the CLI's own.
    var configuration: ConfigurationOption? {
        guard case .configuration(let option) = self else { return nil }
        return option
    }

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
