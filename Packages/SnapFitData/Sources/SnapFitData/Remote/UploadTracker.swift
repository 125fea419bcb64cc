import SnapFitDomain
import Synchronization

/// Counts the bytes sent of each picture and the finished ones, and reports them: every finished file, and bytes
/// whenever the whole upload's percentage grows (so at most about a hundred byte reports, however small the writes).
final class UploadTracker: Sendable {
    private struct Counts {
        var sent: [Int]
        var done: Set<Int> = []
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
        let update: UploadProgress? = counts.withLock { counts in
            counts.sent[index] = min(bytes, files[index].data.count)
            let update = snapshot(counts, finished: nil)
            let percent = totalBytes == 0 ? 100 : update.sentBytes * 100 / totalBytes
            guard percent > counts.reportedPercent else { return nil }
            counts.reportedPercent = percent
            return update
        }
        if let update { report(update) }
    }

    /// File `index` is stored.
    func finished(_ index: Int) {
        let update: UploadProgress? = counts.withLock { counts in
            guard counts.done.insert(index).inserted else { return nil }
            counts.sent[index] = files[index].data.count
            return snapshot(counts, finished: files[index].name)
        }
        if let update { report(update) }
    }

    private func snapshot(_ counts: Counts, finished: String?) -> UploadProgress {
        UploadProgress(
            finishedFile: finished, completedFiles: counts.done.count, totalFiles: files.count,
            sentBytes: counts.sent.reduce(0, +), totalBytes: totalBytes)
    }
}
