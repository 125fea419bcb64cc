/// A data file the backend cannot use. The backend never replaces such a file silently: it refuses to start (or,
/// for a file shared by several processes, to answer) until the file is fixed or reset.
public struct StateFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Sendable, Equatable {
        /// The file exists but cannot be read.
        case unreadable
        /// The file is not a backend state file, or it is damaged.
        case corrupt
        /// A build of a newer data schema wrote the file; it is kept as it is for that build.
        case newerSchema
        /// A new file cannot be written.
        case unwritable
        /// Another process held the file's lock for too long.
        case busy
        /// The lock beside the file cannot be created or opened.
        case lockUnavailable
    }

    public let path: String
    public let problem: Problem
    /// The system's or the decoder's own words.
    public let detail: String

    public init(path: String, problem: Problem, detail: String) {
        self.path = path
        self.problem = problem
        self.detail = detail
    }

    public var description: String { "cannot use the data file \(path): \(detail)" }
}
