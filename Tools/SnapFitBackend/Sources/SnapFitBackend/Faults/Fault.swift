import Foundation

/// A fault the backend puts into its answers to one route, so a client can be tried against a bad server: for
/// tests, and for people on the sandbox's command line or in DEV.
public enum Fault: Sendable, Equatable {
    /// Answer `seconds` late.
    case delay(seconds: Double)
    /// Refuse with `status` without handling the request: in SnapFit's error shape with `code`, or in Spring's
    /// default shape when `code` is `nil`.
    case status(Int, code: Int?)
    /// Handle the request, then close the connection without answering.
    case drop
    /// Handle the request, then answer 200 with a body that is not JSON.
    case malformedJSON
    /// Handle the request, then send the answer's body at `bytesPerSecond`.
    case slowBody(bytesPerSecond: Int)

    /// Reads `delay:SECONDS`, `status:CODE[:ERRORCODE]`, `drop`, `malformed` or `slow:BYTES_PER_SECOND`.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts.first, parts.count) {
        case ("delay", 2):
            guard let seconds = Double(parts[1]), seconds >= 0, seconds <= 3600 else { return nil }
            self = .delay(seconds: seconds)
        case ("status", 2), ("status", 3):
            guard let status = Int(parts[1]), (400...599).contains(status) else { return nil }
            let code = parts.count == 3 ? Int(parts[2]) : nil
            guard parts.count == 2 || code != nil else { return nil }
            self = .status(status, code: code)
        case ("drop", 1):
            self = .drop
        case ("malformed", 1):
            self = .malformedJSON
        case ("slow", 2):
            guard let rate = Int(parts[1]), rate > 0 else { return nil }
            self = .slowBody(bytesPerSecond: rate)
        default:
            return nil
        }
    }
}

/// A fault on one route: `"GET /snapfit/vibes=delay:2"`.
public struct RouteFault: Sendable, Equatable {
    /// The method and path, as the journal names them: `"POST /snapfit/reservation"`.
    public let route: String
    public let fault: Fault

    /// The route that stands for every route a fault of its own does not name: `*=delay:2`.
    public static let everyRoute = "*"

    public init(route: String, fault: Fault) {
        self.route = route
        self.fault = fault
    }

    /// Reads `METHOD /path=FAULT`, or `*=FAULT` for every route.
    public init?(_ text: String) {
        guard let equals = text.lastIndex(of: "="), let fault = Fault(String(text[text.index(after: equals)...]))
        else { return nil }
        if text[..<equals].trimmingCharacters(in: .whitespaces) == Self.everyRoute {
            self.init(route: Self.everyRoute, fault: fault)
            return
        }
        let route = text[..<equals].split(separator: " ", omittingEmptySubsequences: true)
        guard route.count == 2, route[0].allSatisfy(\.isUppercase), route[1].hasPrefix("/") else { return nil }
        self.init(route: route.joined(separator: " "), fault: fault)
    }

    /// Reads a list separated by `;` (the form `SNAPFIT_DEV_FAULTS` takes); `nil` when one of them is wrong.
    public static func list(_ text: String) -> [RouteFault]? {
        var faults: [RouteFault] = []
        for part in text.split(separator: ";") where !part.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let fault = RouteFault(part.trimmingCharacters(in: .whitespaces)) else { return nil }
            faults.append(fault)
        }
        return faults
    }
}
