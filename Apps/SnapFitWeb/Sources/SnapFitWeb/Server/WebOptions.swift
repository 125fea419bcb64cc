import SnapFitApp
import SnapFitPresentation

/// `snapfit-web`'s command line: `--host` and `--port` of its own, and `snapfit`'s options (`--phase`,
/// `--base-url`, `--home`, `--lang`, `--currency`, `--layout` and their variables) for the app it serves.
public struct WebOptions: Sendable, Equatable {
    public static let usage = """
        Usage: snapfit-web [--host HOST] [--port PORT] [--phase dev|real] [--base-url URL] [--home DIR] [--lang ko|en]
          Serves SnapFit as a web app, by default at http://127.0.0.1:8080 in DEV. --port 0 picks a free port.
        """

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
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let (name, inlineValue) = split(argument)
            switch name {
            case "--help", "-h":
                return .success(.help)
            case "--host", "--port":
                guard let value = inlineValue ?? (index + 1 < arguments.count ? arguments[index + 1] : nil) else {
                    return .failure(WebOptionsError(line: "\(name) needs a value."))
                }
                if inlineValue == nil { index += 1 }
                if name == "--host" {
                    guard !value.isEmpty, value.utf8.count <= 255, !value.hasPrefix("-") else {
                        return .failure(WebOptionsError(line: "--host needs an address, such as 127.0.0.1."))
                    }
                    host = value
                } else {
                    guard let number = UInt16(value) else {
                        return .failure(
                            WebOptionsError(line: "--port must be a number from 0 to 65535, not '\(value)'."))
                    }
                    port = number
                }
            default:
                rest.append(argument)
            }
            index += 1
        }
        do throws(UsageError) {
            let invocation = try InvocationParser.parse(
                arguments: rest, environment: environment, outputIsTerminal: false)
            guard invocation.action == .session else {
                return .failure(
                    WebOptionsError(
                        line: "snapfit-web takes options only, not '\(rest.first { !$0.hasPrefix("-") } ?? "")'."))
            }
            return .success(.serve(WebOptions(host: host, port: port, configuration: invocation.configuration)))
        } catch {
            return .failure(WebOptionsError(line: error.message.text(in: .english)))
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
