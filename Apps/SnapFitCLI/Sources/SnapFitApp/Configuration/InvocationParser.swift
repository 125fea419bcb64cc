import Foundation
import SnapFitAppCore
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
        let configuration: AppConfiguration
        do throws(ConfigurationProblem) {
            configuration = try ConfigurationReader.read(
                options.configurationValues, environment: environment, json: options.switches.contains(.json),
                color: outputIsTerminal && !options.switches.contains(.json) && !options.switches.contains(.noColor)
                    && (environment["NO_COLOR"] ?? "").isEmpty)
        } catch {
            throw UsageError(
                LocalizedText(error.message(in: .korean), error.message(in: .english)), hint: CLIWords.generalHint)
        }
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
        let language = ConfigurationReader.reportingLanguage(options.configurationValues, environment: environment)
        let json = arguments.prefix { $0 != "--" }.contains("--json")
        return (language, json)
    }

    // MARK: - Scanning

    struct ScannedOptions {
        var values: [GlobalOption: String] = [:]
        var switches: Set<GlobalOption> = []
        var command: [String] = []

        /// The values of the options that configure the app.
        var configurationValues: [ConfigurationOption: String] {
            Dictionary(
                uniqueKeysWithValues: values.compactMap { option, value in option.configuration.map { ($0, value) } })
        }
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
}
