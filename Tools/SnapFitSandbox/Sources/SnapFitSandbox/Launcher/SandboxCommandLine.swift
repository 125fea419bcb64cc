import Foundation
import SnapFitBackend

/// The `snapfit-sandbox` command line: its flags, their parsing and its usage text.
public enum SandboxCommandLine {
    /// What the command line asks for.
    public enum Parsed: Sendable {
        /// Run a server with these options.
        case run(SandboxOptions)
        /// Print the usage text and exit successfully.
        case help
        /// The arguments are wrong: print this one line and exit with status 64.
        case failure(String)
    }

    /// The exit status for a usage error (`EX_USAGE`).
    public static let usageExitCode: Int32 = 64

    public static let usage = """
        Usage: snapfit-sandbox [options]

        A local server that speaks the SnapFit API contract, for the client's REAL phase.

        Options:
          --host HOST          address to listen on (default 127.0.0.1)
          --port PORT          TCP port; 0 picks a free one and prints it (default 8081)
          --access-ttl SECS    access-token lifetime in seconds (default 1000)
          --refresh-ttl SECS   refresh-token lifetime in seconds (default 10000)
          --data-file PATH     keep the whole state in PATH across restarts (default: memory only);
                               one sandbox at a time may use a data file
          --public-url URL     the address clients use, for the file URLs handed out
                               (default http://HOST:PORT)
          --fault 'METHOD /path=FAULT'
                               answer that route badly (repeatable), FAULT one of: delay:SECONDS,
                               status:HTTP[:ERRORCODE] (no error code: Spring's shape), drop (handle, then
                               close without answering), malformed (200 with broken JSON), slow:BYTES_PER_SECOND
          --rates 'CODE=RATE[,CODE=RATE...]'
                               change the exchange rates served at /api/latest.json (per US dollar;
                               default KRW=1380,EUR=0.95,JPY=155)
          --quiet              do not log requests to standard error
          --help               print this help
        """

    /// Parses the arguments that follow the program name.
    public static func parse(_ arguments: [String]) -> Parsed {
        var options = SandboxOptions(port: 8081, logRequests: true)
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            switch flag {
            case "--help", "-h":
                return .help
            case "--quiet":
                options.logRequests = false
            case "--host", "--port", "--access-ttl", "--refresh-ttl", "--data-file", "--public-url", "--fault",
                "--rates":
                guard let value = remaining.popFirst() else {
                    return .failure("snapfit-sandbox: \(flag) needs a value")
                }
                if let problem = apply(flag, value, to: &options) { return .failure("snapfit-sandbox: \(problem)") }
            default:
                return .failure("snapfit-sandbox: unknown option '\(flag)' (see --help)")
            }
        }
        return .run(options)
    }

    private static func apply(_ flag: String, _ value: String, to options: inout SandboxOptions) -> String? {
        switch flag {
        case "--host":
            guard !value.isEmpty else { return "--host needs a non-empty address" }
            options.host = value
        case "--port":
            guard let port = UInt16(value) else { return "--port must be 0...65535, not '\(value)'" }
            options.port = port
        case "--access-ttl", "--refresh-ttl":
            guard let seconds = Int(value), seconds > 0 else { return "\(flag) must be a positive number of seconds" }
            if flag == "--access-ttl" { options.accessTTL = seconds } else { options.refreshTTL = seconds }
        case "--fault":
            guard let fault = RouteFault(value) else {
                return "--fault must be 'METHOD /path=FAULT' (see --help), not '\(value)'"
            }
            options.faults.append(fault)
        case "--rates":
            guard let rates = parseRates(value) else {
                return "--rates must be 'CODE=RATE[,CODE=RATE...]' with codes such as KRW and positive rates, "
                    + "not '\(value)'"
            }
            options.exchangeRates.merge(rates) { _, new in new }
        case "--public-url":
            guard let url = URL(string: value), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false, url.path.isEmpty || url.path == "/", url.query == nil
            else { return "--public-url must be http(s)://HOST[:PORT], not '\(value)'" }
            options.publicURL = URL(string: value.hasSuffix("/") ? String(value.dropLast()) : value)
        default:
            guard !value.isEmpty else { return "--data-file needs a path" }
            options.dataFile = value
        }
        return nil
    }

    /// `KRW=1400,EUR=0.9` as rates by code; `nil` unless every code is three capital letters and every rate a
    /// positive number below a billion.
    static func parseRates(_ text: String) -> [String: Double]? {
        var rates: [String: Double] = [:]
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count == 3, parts[0].allSatisfy({ ("A"..."Z").contains($0) }),
                let rate = Double(parts[1]), rate.isFinite, rate > 0, rate < 1e9
            else { return nil }
            rates[String(parts[0])] = rate
        }
        return rates
    }
}
