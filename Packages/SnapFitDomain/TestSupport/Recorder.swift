import Synchronization

/// Keeps what a double was given, in order, for the test to read afterwards.
public final class Recorder<Value: Sendable>: Sendable {
    private let recorded = Mutex<[Value]>([])

    public init() {}

    public func append(_ value: Value) { recorded.withLock { $0.append(value) } }

    public var values: [Value] { recorded.withLock { $0 } }
}
