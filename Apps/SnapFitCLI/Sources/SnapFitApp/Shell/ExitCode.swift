/// The process exit codes of cli.md. When several commands fail (script mode), the most serious one wins:
/// `unavailable` over `usage` over `failure`.
public enum ExitCode: Int32, Sendable, Comparable {
    case success = 0
    /// A command failed (server refused, validation, not found…).
    case failure = 1
    /// An unknown option or command, a missing or malformed argument.
    case usage = 64
    /// The backend cannot be reached (REAL phase).
    case unavailable = 69

    private var severity: Int {
        switch self {
        case .success: 0
        case .failure: 1
        case .usage: 2
        case .unavailable: 3
        }
    }

    public static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.severity < rhs.severity }
}
