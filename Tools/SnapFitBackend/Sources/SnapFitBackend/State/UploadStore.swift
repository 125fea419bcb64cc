import Foundation

/// The bytes of uploaded files: one file each in a folder beside the data file (`<dataFile>.files/`), shared by every
/// process using that data file, or in memory for a backend without one. The state keeps only their names, types
/// and sizes. Names are the server's own (`<uuid>.<ext>`), checked before one is used as a path.
struct UploadStore: Sendable {
    let folder: String?
    private var memory: [String: Data] = [:]

    init(folder: String?) {
        self.folder = folder
    }

    /// Keeps `bytes` as `fileName`; throws when they cannot be written.
    mutating func put(_ bytes: Data, as fileName: String) throws {
        guard Self.isSafe(fileName) else { throw UnsafeFileName(fileName: fileName) }
        guard let folder else {
            memory[fileName] = bytes
            return
        }
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try AtomicFile.write(bytes, to: folder + "/" + fileName)
    }

    /// A name that is not one plain file name.
    struct UnsafeFileName: Error {
        let fileName: String
    }

    /// The bytes kept as `fileName`, if any.
    func bytes(of fileName: String) -> Data? {
        guard Self.isSafe(fileName) else { return nil }
        guard let folder else { return memory[fileName] }
        return FileManager.default.contents(atPath: folder + "/" + fileName)
    }

    /// One plain name: no folder, no hidden or parent entry.
    private static func isSafe(_ fileName: String) -> Bool {
        !fileName.isEmpty && !fileName.hasPrefix(".") && !fileName.contains("/")
    }
}
