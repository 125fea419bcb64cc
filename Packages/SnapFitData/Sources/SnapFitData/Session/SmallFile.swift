import Foundation

/// Reads the small files the client keeps in the home folder, never more than they could hold.
enum SmallFile {
    /// The bytes of the regular file at `url`, when it is no larger than `maxBytes`; `nil` for anything else (a
    /// missing file, a folder, a link, a file too large to be one of ours).
    static func contents(of url: URL, maxBytes: Int) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= maxBytes
        else { return nil }
        return FileManager.default.contents(atPath: url.path)
    }
}
