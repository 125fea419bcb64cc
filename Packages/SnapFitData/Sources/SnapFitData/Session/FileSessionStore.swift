import Foundation
import SnapFitNetworking

/// Keeps the signed-in tokens in `session.json` under the home folder, readable by the owner only (mode 0600) and
/// replaced atomically. An unreadable, oversized or corrupt file counts as signed out, with one warning; a file
/// others can read is used, with a warning. Only a regular session file this store could have written is ever
/// removed: a directory, a symbolic link or a foreign file in its place is left alone, with a warning.
public actor FileSessionStore: CredentialStore {
    /// A session file is a few hundred bytes; anything larger is not one.
    static let maxFileBytes = 64 << 10

    private let directory: URL
    private let warn: @Sendable (HomeWarning) -> Void
    private var cached: Credentials??

    /// - Parameter warn: told when a stored session cannot be read, is exposed, cannot be written or removed.
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
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path) else { return }
        guard attributes[.type] as? FileAttributeType == .typeRegular, ownSession() != nil else {
            warn(.sessionNotRemoved(path: fileURL.path))
            return
        }
        try? FileManager.default.removeItem(at: fileURL)
    }

    private func readFile() -> Credentials? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path) else { return nil }
        guard let credentials = ownSession(attributes) else {
            warn(.sessionUnreadable(path: fileURL.path))
            return nil
        }
        if let permissions = attributes[.posixPermissions] as? Int, permissions & 0o077 != 0 {
            warn(.sessionExposed(path: fileURL.path))
        }
        return credentials
    }

    /// The tokens in the session file, when it is a regular file of a session's size that holds them.
    private func ownSession(_ attributes: [FileAttributeKey: Any]? = nil) -> Credentials? {
        guard let attributes = attributes ?? (try? FileManager.default.attributesOfItem(atPath: fileURL.path)),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= Self.maxFileBytes,
            let data = FileManager.default.contents(atPath: fileURL.path)
        else { return nil }
        return try? JSONDecoder().decode(Credentials.self, from: data)
    }
}
