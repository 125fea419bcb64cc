/// Receives one line per request the server answered: method, path with redacted query, status, duration.
public protocol RequestLogging: Sendable {
    func log(_ line: String)
}
