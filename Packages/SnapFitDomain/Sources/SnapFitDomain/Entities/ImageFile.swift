import Foundation

/// A picture to upload: its file name (to name it in errors and progress) and its bytes.
public struct ImageFile: Sendable, Hashable {
    public let name: String
    public let data: Data

    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    /// The picture's real format, read from its first bytes; `nil` for anything SnapFit does not accept.
    public var kind: ImageKind? { ImageKind(contents: data) }
}
