import Synchronization

@testable import SnapFitSandbox

/// Records the request log lines.
final class RequestLogSpy: RequestLogging {
    private let recorded = Mutex<[String]>([])

    var lines: [String] { recorded.withLock { $0 } }

    func log(_ line: String) {
        recorded.withLock { $0.append(line) }
    }
}
