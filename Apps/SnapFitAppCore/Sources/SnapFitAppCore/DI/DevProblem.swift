import SnapFitBackend
import Synchronization

/// What went wrong last with DEV's data file, as a value each UI words: the terminal offers `dev reset` for a file it
/// cannot read, which only bringing DEV back to the seed mends.
public enum DevProblem: Sendable, Equatable {
    /// The file cannot be read, or is not DEV's data: it is kept as it is until DEV is reset.
    case unreadableData
    /// A newer SnapFit wrote the file: it is kept as it is for that build, and only a reset (losing its data) lets
    /// this build use DEV.
    case newerData
    /// Another process has held the file too long.
    case busyData
    /// The file cannot be written.
    case unwritableData
}

/// The last problem DEV's backend reported with its data file, shared by every user of the process.
final class DevProblemLog: Sendable {
    private let last = Mutex<DevProblem?>(nil)

    var current: DevProblem? { last.withLock { $0 } }

    /// Keeps the problem `error` reports.
    func record(_ error: StateFileError) {
        let problem: DevProblem =
            switch error.problem {
            case .unreadable, .corrupt: .unreadableData
            case .newerSchema: .newerData
            case .busy: .busyData
            case .lockUnavailable, .unwritable: .unwritableData
            }
        last.withLock { $0 = problem }
    }

    func clear() {
        last.withLock { $0 = nil }
    }
}
