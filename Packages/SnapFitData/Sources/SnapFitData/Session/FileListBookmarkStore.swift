import Foundation
import SnapFitDomain

/// Keeps the place in the last product list in `browse.json` under the home folder, replaced atomically. It is a
/// convenience: a file that is missing, too big, unreadable or cannot be written means "no saved place", never an
/// error.
public actor FileListBookmarkStore: ListBookmarkStore {
    /// A larger file is not read (about 20,000 rows).
    static let maxFileBytes = 8 << 20

    private let fileURL: URL

    public init(directory: URL) {
        fileURL = directory.appendingPathComponent("browse.json")
    }

    public func load<Bookmark: Decodable & Sendable>(_ type: Bookmark.Type) -> Bookmark? {
        guard let data = SmallFile.contents(of: fileURL, maxBytes: Self.maxFileBytes) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    public func save<Bookmark: Encodable & Sendable>(_ bookmark: Bookmark) {
        guard let data = try? JSONEncoder().encode(bookmark), data.count <= Self.maxFileBytes else { return }
        try? AtomicFile.write(data, to: fileURL)
    }

    public func clear() {
        guard
            (try? FileManager.default.attributesOfItem(atPath: fileURL.path))?[.type] as? FileAttributeType
                == .typeRegular
        else { return }
        try? FileManager.default.removeItem(at: fileURL)
    }
}
