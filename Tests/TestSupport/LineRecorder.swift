import Synchronization

/// Records the lines a logger or an error reporter is given, for a test to read.
public final class LineRecorder: Sendable {
    private let recorded = Mutex<[String]>([])

    public init() {}

    /// Every line so far, in order.
    public var lines: [String] { recorded.withLock { $0 } }

    public func log(_ line: String) {
        recorded.withLock { $0.append(line) }
    }
}
