import Foundation

/// Where the shell's history is kept between runs: one line per entry in a file only its owner can read. A file that
/// cannot be read or written is no history, never an error.
struct HistoryFile: Sendable {
    let url: URL
    /// The most read back, so a huge file costs nothing.
    private static let maxBytes = 256 << 10

    func load(limit: Int) -> [String] {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maxBytes) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return Array(lines.compactMap(History.masked).filter { !$0.isEmpty }.suffix(limit))
    }

    func save(_ entries: [String]) {
        let text = entries.map { $0 + "\n" }.joined()
        guard (try? Data(text.utf8).write(to: url, options: .atomic)) != nil else { return }
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }
}
