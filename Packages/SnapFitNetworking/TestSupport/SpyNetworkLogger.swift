import SnapFitNetworking
import Synchronization

/// A `NetworkLogger` that keeps every entry.
public final class SpyNetworkLogger: NetworkLogger {
    private let logged = Mutex<[NetworkLogEntry]>([])

    public init() {}

    public var entries: [NetworkLogEntry] { logged.withLock { $0 } }

    public func log(_ entry: NetworkLogEntry) {
        logged.withLock { $0.append(entry) }
    }
}
