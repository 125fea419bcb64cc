import Foundation
import SnapFitDomain

/// Reads the pictures a maker names by path, relative to the working folder.
package enum ImageFiles {
    /// A path that is not a readable regular file.
    package struct Unreadable: Error {
        package let path: String
    }

    package static func read(_ paths: [String]) throws(Unreadable) -> [ImageFile] {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var images: [ImageFile] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            guard let data = readPrefix(of: url) else { throw Unreadable(path: path) }
            images.append(ImageFile(name: url.lastPathComponent, data: data))
        }
        return images
    }

    /// The file's bytes, read no further than one byte past the largest picture allowed, so a huge file is refused
    /// by the rules without being loaded; `nil` when it is not a readable regular file.
    private static func readPrefix(of url: URL) -> Data? {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
            let handle = try? FileHandle(forReadingFrom: url)
        else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: PictureRules.maxBytes + 1) ?? Data()
    }
}
