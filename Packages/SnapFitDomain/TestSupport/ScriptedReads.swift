import SnapFitDomain
import Synchronization

/// A poll's reads from a script, one outcome per read; past its end it cancels the task that reads, as Ctrl-C does.
public final class ScriptedReads<Value: Sendable>: Sendable {
    private let script: Mutex<[Result<Value, DomainError>]>

    public init(_ script: [Result<Value, DomainError>]) {
        self.script = Mutex(script)
    }

    /// The next outcome; past the script's end, `.cancelled` with the reading task cancelled.
    public func next() throws(DomainError) -> Value {
        guard let outcome = script.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            withUnsafeCurrentTask { $0?.cancel() }
            throw .cancelled
        }
        return try outcome.get()
    }
}
