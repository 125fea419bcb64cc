import Dispatch
import Synchronization

/// Carries the async handler's response back to the connection thread that waits for it.
final class ResponseSlot: Sendable {
    private let response = Mutex<HTTPResponse?>(nil)
    private let filled = DispatchSemaphore(value: 0)

    func fill(_ value: HTTPResponse) {
        response.withLock { $0 = value }
        filled.signal()
    }

    /// Blocks the calling thread (never a cooperative-pool thread) until `fill(_:)`.
    func wait() -> HTTPResponse {
        filled.wait()
        return response.withLock { $0 } ?? HTTPResponse(status: 500)
    }
}
