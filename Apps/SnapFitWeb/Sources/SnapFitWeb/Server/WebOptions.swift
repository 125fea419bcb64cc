import SnapFitAppCore
import SnapFitPresentation

/// `snapfit-web`'s command line: `--host` and `--port` of its own, and the app core's configuration options (`--phase`,
/// `--base-url`, `--home`, `--lang`, `--currency`, `--layout`, `--rates-url` and their variables) for the app it
/// serves.
public struct WebOptions: Sendable, Equatable {
    public static let usage =
        "Usage: snapfit-web [--host HOST] [--port PORT] "
        + ConfigurationOption.allCases.map { "[--\($0.rawValue) \($0.valuePlaceholder)]" }.joined(separator: " ")
        + "\n  Serves SnapFit as a web app, by default at http://127.0.0.1:8080 in DEV. --port 0 picks a free port."

    public var host = "127.0.0.1"
    public var port: UInt16 = 8080
    public var configuration: AppConfiguration

    /// What the command line asks for: to serve, or to print the usage.
    public enum Parsed: Sendable, Equatable {
        case serve(WebOptions)
        case help
    }

    /// Reads `arguments` (without the program name) and `environment`; a problem comes back as one line.
    public static func parse(
        _ arguments: [String], environment: [String: String]
    ) -> Result<Parsed, WebOptionsError> {
        var host = "127.0.0.1"
        var port: UInt16 = 8080
        var values: [ConfigurationOption: String] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let (name, inlineValue) = split(argument)
            if name == "--help" || name == "-h" { return .success(.help) }
            let option = name.hasPrefix("--") ? ConfigurationOption(rawValue: String(name.dropFirst(2))) : nil
            guard name == "--host" || name == "--port" || option != nil else {
                return .failure(
                    WebOptionsError(
                        line: name.hasPrefix("-")
                            ? "Unknown option '\(name)'." : "snapfit-web takes options only, not '\(argument)'."))
            }
            guard let value = inlineValue ?? (index + 1 < arguments.count ? arguments[index + 1] : nil), !value.isEmpty
            else {
                return .failure(WebOptionsError(line: "\(name) needs a value."))
            }
            if inlineValue == nil { index += 1 }
            if let option {
                values[option] = value
            } else if name == "--host" {
                guard value.utf8.count <= 255, !value.hasPrefix("-") else {
                    return .failure(WebOptionsError(line: "--host needs an address, such as 127.0.0.1."))
                }
                host = value
            } else {
                guard let number = UInt16(value) else {
                    return .failure(WebOptionsError(line: "--port must be a number from 0 to 65535, not '\(value)'."))
                }
                port = number
            }
            index += 1
        }
        do throws(ConfigurationProblem) {
            let configuration = try ConfigurationReader.read(values, environment: environment)
            return .success(.serve(WebOptions(host: host, port: port, configuration: configuration)))
        } catch {
            return .failure(WebOptionsError(line: error.message(in: .english)))
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A command line `snapfit-web` cannot run with, said in one line.
public struct WebOptionsError: Error, Sendable, Equatable {
    public let line: String
}
