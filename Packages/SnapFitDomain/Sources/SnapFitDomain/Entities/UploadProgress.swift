/// How far the pictures' upload has come, reported after each file.
public struct UploadProgress: Sendable, Equatable {
    /// The file that just finished.
    public let file: String
    public let completedFiles: Int
    public let totalFiles: Int
    public let sentBytes: Int
    public let totalBytes: Int

    public init(file: String, completedFiles: Int, totalFiles: Int, sentBytes: Int, totalBytes: Int) {
        self.file = file
        self.completedFiles = completedFiles
        self.totalFiles = totalFiles
        self.sentBytes = sentBytes
        self.totalBytes = totalBytes
    }
}
