import Dispatch
import Glibc

/// SIGINT and SIGTERM, delivered through dispatch signal sources instead of the default handlers: how a server
/// process learns to stop gracefully.
public enum ShutdownSignal {
    /// Waits for the first SIGINT or SIGTERM and returns its number.
    public static func next() async -> Int32 {
        let (signals, continuation) = AsyncStream<Int32>.makeStream()
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            sources.append(source)
        }
        var iterator = signals.makeAsyncIterator()
        let received = await iterator.next() ?? SIGTERM
        withExtendedLifetime(sources) {}
        return received
    }
}
