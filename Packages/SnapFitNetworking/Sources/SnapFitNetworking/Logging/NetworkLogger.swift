/// The logging hook: receives one entry per attempt, already redacted.
public protocol NetworkLogger: Sendable {
    func log(_ entry: NetworkLogEntry)
}
