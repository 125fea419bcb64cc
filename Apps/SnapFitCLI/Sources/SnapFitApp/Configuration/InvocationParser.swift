import Foundation
import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// Reads the global options from the arguments and the environment. Options win over the environment. The command
/// starts at the first word that is not an option; global options (all but `--help` and `--version`) may also follow
/// it, anywhere before a `--` (`snapfit vibes --json`).
public enum InvocationParser {
    /// Parses `arguments` (without the program name). `outputIsTerminal` decides whether colors are possible.
    public static func parse(
        arguments: [String], environment: [String: String], outputIsTerminal: Bool
    ) throws(UsageError) -> Invocation {
        let options = try scan(arguments)
        let languageSetting = options.setting(.lang, environment: environment)
        let language = try language(languageSetting, environment: environment)
        let configuration = AppConfiguration(
            phase: try phase(options.setting(.phase, environment: environment)),
            baseURL: try baseURL(options.setting(.baseURL, environment: environment)),
            home: home(options.setting(.home, environment: environment), environment: environment),
            language: language,
            preferences: Preferences(
                language: languageSetting.map { _ in language.preferred },
                currency: try choice(options.setting(.currency, environment: environment)),
                layout: try choice(options.setting(.layout, environment: environment))),
            ratesURL: try ratesURL(options.setting(.ratesURL, environment: environment)),
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

    /// The global options before the command and, but for `--help` and `--version`, after it (up to a `--`).
    static func scan(_ arguments: [String]) throws(UsageError) -> ScannedOptions {
        // `-h` is `--help`: before the command, the general help; after it, the command's own.
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let arguments = arguments[..<end].map { $0 == "-h" ? "--help" : $0 } + arguments[end...]
        do throws(UsageError) {
            let leading: OptionReader.Result
            let trailing: OptionReader.Result
            do throws(CommandLineError) {
                leading = try OptionReader.read(
                    arguments, flags: GlobalOption.allCases.map(\.flag), unknown: .refused, stopsAtFirstWord: true)
                trailing = try OptionReader.read(
                    leading.rest, flags: GlobalOption.allCases.filter(\.mayFollowTheCommand).map(\.flag),
                    unknown: .left)
            } catch {
                throw UsageError(error)
            }
            var options = ScannedOptions(
                command: trailing.rest.first == "--" ? Array(trailing.rest.dropFirst()) : trailing.rest)
            for option in GlobalOption.allCases {
                let given = leading.values[option.rawValue, default: []] + trailing.values[option.rawValue, default: []]
                guard let value = given.last else { continue }
                guard let placeholder = option.valuePlaceholder else {
                    options.switches.insert(option)
                    continue
                }
                guard !value.isEmpty else {
                    throw UsageError(CLIWords.needsValue(option.rawValue, placeholder: placeholder))
                }
                options.values[option] = value
            }
            return options
        } catch {
            throw UsageError(error.message, hint: error.hint ?? CLIWords.generalHint)
        }
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
        guard let url = httpURL(setting.value) else {
            throw UsageError(
                CLIWords.malformedBaseURL(setting.value, source: setting.source), hint: CLIWords.generalHint)
        }
        return url
    }

    /// `--currency` or `--layout`, by its value in any case.
    static func choice<Value: RawRepresentable & CaseIterable>(
        _ setting: Setting?
    ) throws(UsageError) -> Value? where Value.RawValue == String {
        guard let setting else { return nil }
        guard let value = Value(rawValue: setting.value.lowercased()) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: "|")
            throw UsageError(
                CLIWords.unknownSettingValue(setting.value, source: setting.source, allowed: allowed),
                hint: CLIWords.generalHint)
        }
        return value
    }

    static func ratesURL(_ setting: Setting?) throws(UsageError) -> URL? {
        guard let setting else { return nil }
        guard let url = httpURL(setting.value) else {
            throw UsageError(
                CLIWords.malformedRatesURL(setting.value, source: setting.source), hint: CLIWords.generalHint)
        }
        return url
    }

    /// `text` as an `http(s)://` URL with a host and a port from 1 to 65535, or `nil`.
    private static func httpURL(_ text: String) -> URL? {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, (1...65535).contains(components.port ?? 80)
        else { return nil }
        return components.url
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
