import Foundation
import SnapFitNetworking

/// REAL: keeps the signed-in tokens in `session.json` under the home folder, readable by the owner only
/// (mode 0600) and replaced atomically. An unreadable or corrupt file counts as signed out, with one warning.
public actor FileSessionStore: CredentialStore {
    private let directory: URL
    private let warn: @Sendable (String) -> Void
    private var cached: Credentials??

    /// - Parameter warn: receives a one-line warning when a stored session cannot be read (never the tokens).
    public init(directory: URL, warn: @escaping @Sendable (String) -> Void) {
        self.directory = directory
        self.warn = warn
    }

    var fileURL: URL { directory.appendingPathComponent("session.json") }

    public func load() -> Credentials? {
        if let cached { return cached }
        let credentials = readFile()
        cached = .some(credentials)
        return credentials
    }

    public func save(_ credentials: Credentials) {
        cached = .some(credentials)
        do {
            try write(JSONEncoder().encode(credentials))
        } catch {
            warn("warning: the session could not be saved in \(directory.path): \(error.localizedDescription)")
        }
    }

    public func clear() {
        cached = .some(nil)
        try? FileManager.default.removeItem(at: fileURL)
    }

    private func readFile() -> Credentials? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: fileURL.path),
            let credentials = try? JSONDecoder().decode(Credentials.self, from: data)
        else {
            warn("warning: the stored session in \(fileURL.path) could not be read; you are signed out.")
            return nil
        }
        return credentials
    }

    /// Writes a private temporary file beside the target, then renames it over the target.
    private func write(_ data: Data) throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".session-\(UUID().uuidString).tmp")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteUnknown)
        }
        guard rename(temporary.path, fileURL.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
