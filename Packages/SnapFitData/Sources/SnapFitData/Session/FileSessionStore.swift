import Foundation
import SnapFitNetworking

/// REAL: keeps the signed-in tokens in `session.json` under the home folder, readable by the owner only
/// (mode 0600) and replaced atomically. An unreadable or corrupt file counts as signed out, with one warning.
public actor FileSessionStore: CredentialStore {
    private let directory: URL
    private let warn: @Sendable (HomeWarning) -> Void
    private var cached: Credentials??

    /// - Parameter warn: told when a stored session cannot be read or a new one cannot be written.
    public init(directory: URL, warn: @escaping @Sendable (HomeWarning) -> Void) {
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
            try AtomicFile.write(JSONEncoder().encode(credentials), to: fileURL)
        } catch {
            warn(.sessionNotSaved(directory: directory.path))
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
            warn(.sessionUnreadable(path: fileURL.path))
            return nil
        }
        return credentials
    }
}
