import Foundation
import SnapFitNetworking

/// Keeps the signed-in tokens in `session.json` under the home folder, readable by the owner only (mode 0600) and
/// replaced atomically. The file is read again whenever it changed, so a login or logout made by another process
/// using the same home is seen at the next request; once a save fails, this process keeps its own copy. An unreadable, oversized or corrupt file counts as signed out, with one warning; a file
/// others can read is used, with a warning. Only a regular session file this store could have written is ever
/// removed: a directory, a symbolic link or a foreign file in its place is left alone, with a warning.
public actor FileSessionStore: CredentialStore {
    /// A session file is a few hundred bytes; anything larger is not one.
    static let maxFileBytes = 64 << 10

    private let directory: URL
    private let warn: @Sendable (HomeWarning) -> Void
    /// What was read or written last, and which version of the file it was.
    private var cached: (version: FileVersion?, credentials: Credentials?)?
    /// Set when a save failed: the session then lives in this process only.
    private var keepsOwnCopy = false

    /// - Parameters:
    ///   - directory: the phase's folder, where `session.json` is kept.
    ///   - warn: told when a stored session cannot be read, is exposed, cannot be written or removed.
    public init(directory: URL, warn: @escaping @Sendable (HomeWarning) -> Void) {
        self.directory = directory
        self.warn = warn
    }

    var fileURL: URL { directory.appendingPathComponent("session.json") }

    public func load() -> Credentials? {
        if keepsOwnCopy { return cached?.credentials }
        let version = FileVersion(of: fileURL)
        if let cached, cached.version == version { return cached.credentials }
        let credentials = version == nil ? nil : readFile()
        cached = (version, credentials)
        return credentials
    }

    public func save(_ credentials: Credentials) {
        do {
            try AtomicFile.write(JSONEncoder().encode(credentials), to: fileURL)
            cached = (FileVersion(of: fileURL), credentials)
        } catch {
            keepsOwnCopy = true
            cached = (nil, credentials)
            warn(.sessionNotSaved(directory: directory.path))
        }
    }

    public func clear() {
        defer { cached = (FileVersion(of: fileURL), nil) }
        guard FileVersion(of: fileURL) != nil else { return }
        guard ownSession() != nil else {
            warn(.sessionNotRemoved(path: fileURL.path))
            return
        }
        try? FileManager.default.removeItem(at: fileURL)
    }

    private func readFile() -> Credentials? {
        guard let credentials = ownSession() else {
            warn(.sessionUnreadable(path: fileURL.path))
            return nil
        }
        let permissions = (try? FileManager.default.attributesOfItem(atPath: fileURL.path))?[.posixPermissions] as? Int
        if let permissions, permissions & 0o077 != 0 { warn(.sessionExposed(path: fileURL.path)) }
        return credentials
    }

    /// The tokens in the session file, when it is a regular file of a session's size that holds them.
    private func ownSession() -> Credentials? {
        guard let data = SmallFile.contents(of: fileURL, maxBytes: Self.maxFileBytes) else { return nil }
        return try? JSONDecoder().decode(Credentials.self, from: data)
    }
}
