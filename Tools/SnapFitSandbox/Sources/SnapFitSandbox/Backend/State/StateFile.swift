import Foundation

/// The data file that keeps a sandbox's whole state across restarts. Every save replaces the file atomically,
/// so a process killed at any moment leaves either the previous or the new state, never a torn file.
struct StateFile: Sendable {
    private struct Envelope: Codable {
        var format: String
        var state: SandboxState
    }

    private static let format = "snapfit-sandbox-state-1"

    let path: String

    /// The saved state, or `nil` when the file does not exist yet.
    func load() throws(SandboxDataFileError) -> SandboxState? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SandboxDataFileError(path: path, reason: "unreadable (\(error.localizedDescription))")
        }
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else {
            throw SandboxDataFileError(path: path, reason: "not a snapfit-sandbox state file, or corrupt")
        }
        guard envelope.format == Self.format else {
            throw SandboxDataFileError(path: path, reason: "unknown format '\(envelope.format)'")
        }
        return envelope.state
    }

    /// Writes `state` atomically.
    func save(_ state: SandboxState) throws {
        try AtomicFile.write(JSONEncoder().encode(Envelope(format: Self.format, state: state)), to: path)
    }
}
