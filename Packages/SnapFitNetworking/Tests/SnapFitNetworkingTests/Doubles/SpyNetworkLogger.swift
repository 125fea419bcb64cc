import SnapFitNetworking
import Synchronization

/// A `NetworkLogger` that keeps every entry.
final class SpyNetworkLogger: NetworkLogger {
    private let logged = Mutex<[NetworkLogEntry]>([])

    var entries: [NetworkLogEntry] { logged.withLock { $0 } }

    func log(_ entry: NetworkLogEntry) {
        logged.withLock { $0.append(entry) }
    }
}
