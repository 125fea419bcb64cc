import Dispatch
import Glibc

/// SIGINT and SIGTERM, delivered through dispatch signal sources instead of the default handlers: how a server
/// process learns to stop gracefully. Caught from the moment it is made, so a signal sent as soon as the server says
/// it listens is never lost to the default handler.
public final class ShutdownSignal {
    private let signals: AsyncStream<Int32>
    private let sources: [any DispatchSourceSignal]

    /// Starts catching SIGINT and SIGTERM now.
    public init() {
        let (signals, continuation) = AsyncStream<Int32>.makeStream()
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            sources.append(source)
        }
        self.signals = signals
        self.sources = sources
    }

    /// Waits for the first SIGINT or SIGTERM caught since this was made, and returns its number.
    public func next() async -> Int32 {
        var iterator = signals.makeAsyncIterator()
        let received = await iterator.next() ?? SIGTERM
        withExtendedLifetime(sources) {}
        return received
    }
}
