/// How far the pictures' upload has come: reported as their bytes go out, and when each file is done.
public struct UploadProgress: Sendable, Equatable {
    /// The file that just finished, or `nil` when only more bytes went out.
    public let finishedFile: String?
    public let completedFiles: Int
    public let totalFiles: Int
    /// Bytes sent so far, of every file (a file sent again after a refusal counts from its start again).
    public let sentBytes: Int
    public let totalBytes: Int

    public init(finishedFile: String?, completedFiles: Int, totalFiles: Int, sentBytes: Int, totalBytes: Int) {
        self.finishedFile = finishedFile
        self.completedFiles = completedFiles
        self.totalFiles = totalFiles
        self.sentBytes = sentBytes
        self.totalBytes = totalBytes
    }
}
