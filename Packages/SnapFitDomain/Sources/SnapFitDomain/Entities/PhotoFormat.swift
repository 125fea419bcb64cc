import Foundation

/// The formats a photo may come in, told apart by their first bytes.
public enum PhotoFormat: String, Sendable, Equatable {
    case png
    case jpeg
    case gif
    case webp
    case heic
    case heif

    public init?(contents: Data) {
        let bytes = [UInt8](contents.prefix(12))
        if let kind = ImageKind(contents: contents) {
            self = PhotoFormat(rawValue: kind.rawValue) ?? .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: Array("GIF8".utf8)) {
            self = .gif
        } else if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8...].elementsEqual("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }
}
