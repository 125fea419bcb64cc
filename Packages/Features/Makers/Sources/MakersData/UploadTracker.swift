import MakersDomain
import SnapFitDomain
import Synchronization

/// Counts the bytes sent of each picture and the finished ones, and reports them in order: every finished file, and
/// bytes whenever the whole upload's percentage grows (so at most about a hundred byte reports, however small the
/// writes). A file sent again counts from its start again, but what is reported never goes back. `report` is called
/// with the counts locked, so it must not block.
final class UploadTracker: Sendable {
    private struct Counts {
        var sent: [Int]
        var done: Set<Int> = []
        var reportedBytes = 0
        var reportedPercent = 0
    }

    private let files: [ImageFile]
    private let totalBytes: Int
    private let report: @Sendable (UploadProgress) -> Void
    private let counts: Mutex<Counts>

    init(files: [ImageFile], report: @escaping @Sendable (UploadProgress) -> Void) {
        self.files = files
        self.totalBytes = files.reduce(0) { $0 + $1.data.count }
        self.report = report
        counts = Mutex(Counts(sent: Array(repeating: 0, count: files.count)))
    }

    /// `bytes` of file `index` have gone out so far.
    func sent(_ bytes: Int, of index: Int) {
        counts.withLock { counts in
            counts.sent[index] = min(bytes, files[index].data.count)
            let update = snapshot(&counts, finished: nil)
            guard update.percent > counts.reportedPercent else { return }
            counts.reportedPercent = update.percent
            report(update)
        }
    }

    /// File `index` is stored.
    func finished(_ index: Int) {
        counts.withLock { counts in
            guard counts.done.insert(index).inserted else { return }
            counts.sent[index] = files[index].data.count
            report(snapshot(&counts, finished: files[index].name))
        }
    }

    private func snapshot(_ counts: inout Counts, finished: String?) -> UploadProgress {
        counts.reportedBytes = max(counts.reportedBytes, counts.sent.reduce(0, +))
        return UploadProgress(
            finishedFile: finished, completedFiles: counts.done.count, totalFiles: files.count,
            sentBytes: counts.reportedBytes, totalBytes: totalBytes)
    }
}
