import Foundation

/// The picture formats SnapFit accepts, told apart by their bytes, not their file names.
public enum ImageKind: String, Sendable, Equatable {
    case png
    case heic
    case heif

    /// The format of `contents`: the PNG signature, or an ISO-BMFF `ftyp` box with a HEIC or HEIF brand.
    public init?(contents: Data) {
        let bytes = [UInt8](contents.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
            return
        }
        guard bytes.count == 12, bytes[4...7].elementsEqual("ftyp".utf8) else { return nil }
        switch String(decoding: bytes[8...11], as: UTF8.self) {
        case "heic", "heix", "hevc", "hevx": self = .heic
        case "mif1", "msf1", "heif": self = .heif
        default: return nil
        }
    }

    /// The upload's `Content-Type`.
    public var contentType: String { "image/\(rawValue)" }
}
