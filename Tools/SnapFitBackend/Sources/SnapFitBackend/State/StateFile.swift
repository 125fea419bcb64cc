import Foundation

/// The data file that keeps a backend's whole state. Every save replaces the file atomically, so a process killed
/// at any moment leaves either the previous or the new state, never a torn file.
struct StateFile: Sendable {
    private struct Envelope: Codable {
        var format: String
        var state: BackendState
    }

    private static let format = "snapfit-sandbox-state-1"
    /// The shortest signing secret accepted (HS256 wants at least the hash's 32 bytes).
    static let minimumSecretBytes = 32

    let path: String

    /// The saved state, or `nil` when the file does not exist yet.
    func load() throws(StateFileError) -> BackendState? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else {
            throw StateFileError(path: path, problem: .unreadable, detail: "a folder stands where the file should be")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw StateFileError(path: path, problem: .unreadable, detail: "it cannot be read")
        }
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else {
            throw StateFileError(path: path, problem: .corrupt, detail: "not a SnapFit state file, or corrupt")
        }
        guard envelope.format == Self.format else {
            throw StateFileError(path: path, problem: .corrupt, detail: "unknown format '\(envelope.format)'")
        }
        guard envelope.state.jwtSecret.count >= Self.minimumSecretBytes else {
            throw StateFileError(
                path: path, problem: .corrupt,
                detail: "its signing secret is shorter than \(Self.minimumSecretBytes) bytes, so tokens could be forged"
            )
        }
        return envelope.state
    }

    /// Writes `state` atomically.
    func save(_ state: BackendState) throws {
        try AtomicFile.write(JSONEncoder().encode(Envelope(format: Self.format, state: state)), to: path)
    }

    /// Which version of the file is on disk now; `nil` when there is none.
    func stamp() -> FileStamp? { FileStamp(path: path) }
}
