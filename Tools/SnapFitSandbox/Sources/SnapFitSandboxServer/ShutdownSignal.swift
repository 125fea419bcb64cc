import Dispatch
import Glibc

/// SIGINT and SIGTERM, delivered through dispatch signal sources instead of the default handlers.
enum ShutdownSignal {
    /// Waits for the first SIGINT or SIGTERM and returns its number.
    static func next() async -> Int32 {
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
