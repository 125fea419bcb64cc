import SnapFitHTTPServer
import SnapFitTestSupport

/// The server's request log, recorded.
extension LineRecorder: RequestLogging {}
