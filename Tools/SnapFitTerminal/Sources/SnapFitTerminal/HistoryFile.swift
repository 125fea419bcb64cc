import Foundation

/// Where the shell's history is kept between runs: one line per entry in a file only its owner can read. A file that
/// cannot be read or written is no history, never an error.
public struct HistoryFile: Sendable {
    public let url: URL
    /// The most read back, so a huge file costs nothing.
    private static let maxBytes = 256 << 10

    public init(url: URL) {
        self.url = url
    }

    /// The entries kept, as they were saved; `History` decides again which to keep.
    public func load() -> [String] {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maxBytes) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Written beside the file with the owner's permissions only, then moved over it, so no moment shows it to
    /// others or half-written.
    public func save(_ entries: [String]) {
        let text = entries.map { $0 + "\n" }.joined()
        let temporary = url.path + ".saving"
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else { return }
        if rename(temporary, url.path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}
