import CEventPolling
import Foundation
import Glibc

/// SIGINT and SIGTERM, caught by a handler of our own instead of their default action: how a server process learns to
/// stop gracefully. The handler is installed before `init` returns, so a signal sent as soon as the server says it
/// listens is never lost (a dispatch signal source is installed later, on its queue, and one sent meanwhile was
/// ignored). One per process: the handler writes each signal's number to a pipe, and a thread of its own reads it.
public final class ShutdownSignal {
    private let signals: AsyncStream<Int32>

    /// Starts catching SIGINT and SIGTERM now. Should the pipe or the handler be refused, the signals keep their
    /// default action: the process ends at once, without stopping gracefully.
    public init() {
        let (signals, continuation) = AsyncStream<Int32>.makeStream()
        self.signals = signals
        let reader = cevent_catch_shutdown_signals()
        guard reader >= 0 else { return }
        let thread = Thread {
            var number: UInt8 = 0
            while true {
                let count = read(reader, &number, 1)
                if count == 1 {
                    continuation.yield(Int32(number))
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    return continuation.finish()
                }
            }
        }
        thread.name = "snapfit-signals"
        thread.start()
    }

    /// Waits for the first SIGINT or SIGTERM caught since this was made, and returns its number.
    public func next() async -> Int32 {
        var iterator = signals.makeAsyncIterator()
        return await iterator.next() ?? SIGTERM
    }
}
