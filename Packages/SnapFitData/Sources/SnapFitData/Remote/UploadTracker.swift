import SnapFitDomain

/// Counts finished uploads and reports each one.
actor UploadTracker {
    private let files: [ImageFile]
    private let report: @Sendable (UploadProgress) -> Void
    private var done: Set<Int> = []

    init(files: [ImageFile], report: @escaping @Sendable (UploadProgress) -> Void) {
        self.files = files
        self.report = report
    }

    func finished(_ index: Int) {
        guard done.insert(index).inserted else { return }
        report(
            UploadProgress(
                file: files[index].name, completedFiles: done.count, totalFiles: files.count,
                sentBytes: done.reduce(0) { $0 + files[$1].data.count },
                totalBytes: files.reduce(0) { $0 + $1.data.count }))
    }
}
