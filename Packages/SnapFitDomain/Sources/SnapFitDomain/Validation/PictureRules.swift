import Foundation

/// What a picture may be: one limit per fact, read by the product registration (the CLI's and the web's forms),
/// and by the photo viewer and the web's photo path, so a picture one accepts the other shows.
public enum PictureRules {
    /// The largest picture: what the storage takes in one upload, and the largest photo shown.
    public static let maxBytes = 10 << 20
    /// The most pixels (width × height): a small file that would fill gigabytes once decoded is refused.
    public static let maxPixels = 50_000_000

    /// What is wrong with a picture's bytes.
    public enum Problem: Sendable, Equatable {
        /// Larger than `maxBytes`.
        case tooLarge
        /// Not a whole PNG, HEIC or HEIF file: another format, a damaged one, or one with data after its end.
        case malformed
        /// More pixels than `maxPixels`.
        case tooManyPixels(width: Int, height: Int)
    }

    /// Why `data` is not a picture SnapFit takes, or `nil` when it is one.
    public static func problem(in data: Data) -> Problem? {
        guard data.count <= maxBytes else { return .tooLarge }
        let bytes = [UInt8](data)
        let size: (width: Int, height: Int)?
        switch ImageKind(contents: data) {
        case .png?: size = PictureStructure.png(bytes)
        case .heic?, .heif?: size = PictureStructure.isoMedia(bytes)
        case nil: size = nil
        }
        guard let size else { return .malformed }
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        guard !overflow, pixels <= maxPixels else { return .tooManyPixels(width: size.width, height: size.height) }
        return nil
    }
}
