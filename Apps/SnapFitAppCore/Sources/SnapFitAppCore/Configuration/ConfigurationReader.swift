import Foundation
import SnapFitDomain
import SnapFitPresentation

/// Reads the configuration from the values of the options given (by option, as each executable scanned them) and the
/// environment: an option wins over its variable, and a setting given neither way takes its default.
public enum ConfigurationReader {
    /// The configuration `values` and `environment` give, with `json` and `color` as the executable decided them.
    public static func read(
        _ values: [ConfigurationOption: String], environment: [String: String], json: Bool = false,
        color: Bool = false
    ) throws(ConfigurationProblem) -> AppConfiguration {
        let setting = { (option: ConfigurationOption) in Setting(option, values: values, environment: environment) }
        let languageSetting = setting(.lang)
        let language = try language(languageSetting, environment: environment)
        let phase = try phase(setting(.phase))
        return AppConfiguration(
            phase: phase,
            baseURL: try url(setting(.baseURL), problem: .malformedBaseURL) ?? AppConfiguration.defaultBaseURL,
            home: home(setting(.home), environment: environment),
            language: language,
            preferences: Preferences(
                language: languageSetting.map { _ in language.preferred },
                currency: try choice(setting(.currency)),
                layout: try choice(setting(.layout))),
            ratesURL: try url(setting(.ratesURL), problem: .malformedRatesURL),
            json: json, color: color, scenario: try scenario(setting(.scenario), phase: phase))
    }

    /// The language `values` and `environment` name, or the machine's when they name none or one that is not known:
    /// the language to report a problem with the rest in.
    public static func reportingLanguage(
        _ values: [ConfigurationOption: String], environment: [String: String]
    ) -> Language {
        let setting = Setting(.lang, values: values, environment: environment)
        return (try? language(setting, environment: environment)) ?? defaultLanguage(environment)
    }

    /// A value and where it came from (`--phase` or `SNAPFIT_PHASE`), for the problem that names it.
    private struct Setting {
        let value: String
        let source: String

        init?(_ option: ConfigurationOption, values: [ConfigurationOption: String], environment: [String: String]) {
            if let value = values[option] {
                (self.value, source) = (value, "--\(option.rawValue)")
            } else if let value = environment[option.environmentVariable], !value.isEmpty {
                (self.value, source) = (value, option.environmentVariable)
            } else {
                return nil
            }
        }

        func problem(_ reason: ConfigurationProblem.Reason) -> ConfigurationProblem {
            ConfigurationProblem(reason: reason, value: value, source: source)
        }
    }

    private static func phase(_ setting: Setting?) throws(ConfigurationProblem) -> Phase {
        guard let setting else { return .dev }
        guard let phase = Phase(rawValue: setting.value.lowercased()) else { throw setting.problem(.unknownPhase) }
        return phase
    }

    /// `--scenario`, by its name in any case: DEV's only.
    private static func scenario(_ setting: Setting?, phase: Phase) throws(ConfigurationProblem) -> String? {
        guard let setting else { return nil }
        let scenario = setting.value.lowercased()
        guard ScenarioList.names.contains(scenario) else {
            throw setting.problem(.unknownValue(allowed: ScenarioList.names.joined(separator: "|")))
        }
        switch phase {
        case .dev: return scenario
        case .real: throw setting.problem(.scenarioInReal)
        }
    }

    /// `--currency` or `--layout`, by its value in any case.
    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ setting: Setting?
    ) throws(ConfigurationProblem) -> Value? where Value.RawValue == String {
        guard let setting else { return nil }
        guard let value = Value(rawValue: setting.value.lowercased()) else {
            throw setting.problem(.unknownValue(allowed: Value.allCases.map(\.rawValue).joined(separator: "|")))
        }
        return value
    }

    /// The setting as an `http(s)://` URL with a host and a port from 1 to 65535.
    private static func url(
        _ setting: Setting?, problem: ConfigurationProblem.Reason
    ) throws(ConfigurationProblem) -> URL? {
        guard let setting else { return nil }
        guard let components = URLComponents(string: setting.value),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, (1...65535).contains(components.port ?? 80),
            let url = components.url
        else { throw setting.problem(problem) }
        return url
    }

    private static func home(_ setting: Setting?, environment: [String: String]) -> URL {
        let userHome = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        guard let path = setting?.value else {
            return URL(fileURLWithPath: userHome, isDirectory: true).appendingPathComponent(
                ".snapfit", isDirectory: true)
        }
        if path == "~" { return URL(fileURLWithPath: userHome, isDirectory: true) }
        if path.hasPrefix("~/") { return URL(fileURLWithPath: userHome + path.dropFirst(), isDirectory: true) }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    private static func language(
        _ setting: Setting?, environment: [String: String]
    ) throws(ConfigurationProblem)
        -> Language
    {
        guard let setting else { return defaultLanguage(environment) }
        guard let language = Language(rawValue: setting.value.lowercased()) else {
            throw setting.problem(.unknownLanguage)
        }
        return language
    }

    /// Korean when `LANG` starts with `ko` (e.g. `ko_KR.UTF-8`), English otherwise.
    private static func defaultLanguage(_ environment: [String: String]) -> Language {
        (environment["LANG"] ?? "").lowercased().hasPrefix("ko") ? .korean : .english
    }
}
