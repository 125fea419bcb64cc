import Glibc

/// Why `HTTPServer.start()` could not listen.
public enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another process (or server) already listens on this address and port: `EADDRINUSE`.
    case addressInUse(host: String, port: UInt16)
    /// The host is neither an address nor a name that resolves.
    case cannotResolve(host: String)
    /// A socket call failed, with the system's `errno`.
    case socketFailed(operation: String, errno: Int32)
    /// `start()` was called on a server that was already started (or stopped).
    case alreadyStarted

    public var description: String {
        switch self {
        case .addressInUse(let host, let port):
            "cannot listen on \(host):\(port): address already in use (EADDRINUSE); is another server running there?"
        case .cannotResolve(let host):
            "cannot listen on \(host): the host does not resolve"
        case .socketFailed(let operation, let errno):
            "cannot listen: \(operation) failed: \(String(cString: strerror(errno)))"
        case .alreadyStarted:
            "the server was already started; create a new one"
        }
    }
}
