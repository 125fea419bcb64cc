import Foundation
import SnapFitPresentation

/// Reads the global options from the arguments and the environment. Options win over the environment. The command
/// starts at the first word that is not an option; global options (all but `--help` and `--version`) may also follow
/// it, anywhere before a `--` (`snapfit vibes --json`).
public enum InvocationParser {
    /// Parses `arguments` (without the program name). `outputIsTerminal` decides whether colors are possible.
    public static func parse(
        arguments: [String], environment: [String: String], outputIsTerminal: Bool
    ) throws(UsageError) -> Invocation {
        let options = try scan(arguments)
        let configuration = AppConfiguration(
            phase: try phase(options.setting(.phase, environment: environment)),
            baseURL: try baseURL(options.setting(.baseURL, environment: environment)),
            home: home(options.setting(.home, environment: environment), environment: environment),
            language: try language(options.setting(.lang, environment: environment), environment: environment),
            json: options.switches.contains(.json),
            color: outputIsTerminal && !options.switches.contains(.json) && !options.switches.contains(.noColor)
                && (environment["NO_COLOR"] ?? "").isEmpty)
        let action: Invocation.Action
        if options.switches.contains(.help) {
            action = .command(["help"] + options.command)
        } else if options.switches.contains(.version) {
            action = .version
        } else {
            action = options.command.isEmpty ? .session : .command(options.command)
        }
        return Invocation(configuration: configuration, action: action)
    }

    /// The language and output format to report a failed `parse` in: valid values only, defaults otherwise.
    public static func reportingPreferences(
        arguments: [String], environment: [String: String]
    ) -> (language: Language, json: Bool) {
        let options = (try? scan(arguments)) ?? ScannedOptions()
        let setting = options.setting(.lang, environment: environment)
        let language = (try? language(setting, environment: environment)) ?? defaultLanguage(environment)
        let json = arguments.prefix { $0 != "--" }.contains("--json")
        return (language, json)
    }

    // MARK: - Scanning

    struct ScannedOptions {
        var values: [GlobalOption: String] = [:]
        var switches: Set<GlobalOption> = []
        var command: [String] = []

        func setting(_ option: GlobalOption, environment: [String: String]) -> Setting? {
            if let value = values[option] { return Setting(value: value, source: "--\(option.rawValue)") }
            guard let variable = option.environmentVariable, let value = environment[variable], !value.isEmpty else {
                return nil
            }
            return Setting(value: value, source: variable)
        }
    }

    /// A value and where it came from (`--phase` or `SNAPFIT_PHASE`), for error messages.
    struct Setting {
        let value: String
        let source: String
    }

    static func scan(_ arguments: [String]) throws(UsageError) -> ScannedOptions {
        var options = ScannedOptions()
        var index = arguments.startIndex
        var inCommand = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                options.command += Array(arguments[(inCommand ? index : index + 1)...])
                return options
            }
            let (name, inlineValue) = argument.splitOption()
            let global = argument.hasPrefix("--") ? GlobalOption(rawValue: name) : nil
            if argument.isCommandWord || (inCommand && !(global?.mayFollowTheCommand ?? false)) {
                inCommand = true
                options.command.append(argument)
                index += 1
                continue
            }
            guard let option = global else {
                throw UsageError(CLIWords.unknownOption(argument), hint: CLIWords.generalHint)
            }
            if let placeholder = option.valuePlaceholder {
                var value = inlineValue
                if value == nil, index + 1 < arguments.endIndex, !arguments[index + 1].hasPrefix("--") {
                    index += 1
                    value = arguments[index]
                }
                guard let value, !value.isEmpty else {
                    throw UsageError(
                        CLIWords.needsValue(option.rawValue, placeholder: placeholder), hint: CLIWords.generalHint)
                }
                options.values[option] = value
            } else {
                guard inlineValue == nil else {
                    throw UsageError(CLIWords.takesNoValue(option.rawValue), hint: CLIWords.generalHint)
                }
                options.switches.insert(option)
            }
            index += 1
        }
        return options
    }

    // MARK: - Values

    static func phase(_ setting: Setting?) throws(UsageError) -> Phase {
        guard let setting else { return .dev }
        guard let phase = Phase(rawValue: setting.value.lowercased()) else {
            throw UsageError(
                CLIWords.unknownPhase(setting.value, source: setting.source), hint: CLIWords.generalHint)
        }
        return phase
    }

    static func baseURL(_ setting: Setting?) throws(UsageError) -> URL {
        guard let setting else { return AppConfiguration.defaultBaseURL }
        guard let components = URLComponents(string: setting.value),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, (1...65535).contains(components.port ?? 80),
            let url = components.url
        else {
            throw UsageError(
                CLIWords.malformedBaseURL(setting.value, source: setting.source), hint: CLIWords.generalHint)
        }
        return url
    }

    static func home(_ setting: Setting?, environment: [String: String]) -> URL {
        let userHome = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        guard let path = setting?.value else {
            return URL(fileURLWithPath: userHome, isDirectory: true).appendingPathComponent(
                ".snapfit", isDirectory: true)
        }
        if path == "~" { return URL(fileURLWithPath: userHome, isDirectory: true) }
        if path.hasPrefix("~/") { return URL(fileURLWithPath: userHome + path.dropFirst(), isDirectory: true) }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    static func language(_ setting: Setting?, environment: [String: String]) throws(UsageError) -> Language {
        guard let setting else { return defaultLanguage(environment) }
        guard let language = Language(rawValue: setting.value.lowercased()) else {
            throw UsageError(
                CLIWords.unknownLanguage(setting.value, source: setting.source), hint: CLIWords.generalHint)
        }
        return language
    }

    /// Korean when `LANG` starts with `ko` (e.g. `ko_KR.UTF-8`), English otherwise.
    static func defaultLanguage(_ environment: [String: String]) -> Language {
        (environment["LANG"] ?? "").lowercased().hasPrefix("ko") ? .korean : .english
    }
}

extension String {
    /// A word that starts the command rather than an option (`-` alone is a word too).
    fileprivate var isCommandWord: Bool { !hasPrefix("-") || self == "-" }

    /// `--name=value` → (`name`, `value`); `--name` → (`name`, nil). Leading dashes are dropped.
    fileprivate func splitOption() -> (name: String, value: String?) {
        let body = drop { $0 == "-" }
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}
