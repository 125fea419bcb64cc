/// How far the pictures' upload has come: reported as their bytes go out, and when each file is done.
public struct UploadProgress: Sendable, Equatable {
    /// The file that just finished, or `nil` when only more bytes went out.
    public let finishedFile: String?
    public let completedFiles: Int
    public let totalFiles: Int
    /// Bytes sent so far, of every file; never less than an earlier report's.
    public let sentBytes: Int
    public let totalBytes: Int

    /// How much of the whole upload has gone, from 0 to 100 (100 when there is nothing to send).
    public var percent: Int { totalBytes == 0 ? 100 : sentBytes * 100 / totalBytes }

    public init(finishedFile: String?, completedFiles: Int, totalFiles: Int, sentBytes: Int, totalBytes: Int) {
        self.finishedFile = finishedFile
        self.completedFiles = completedFiles
        self.totalFiles = totalFiles
        self.sentBytes = sentBytes
        self.totalBytes = totalBytes
    }
}
