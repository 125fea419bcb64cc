import Foundation

/// A product photo's bytes as read from its address, and their format, told by the bytes.
public struct Photo: Sendable, Equatable {
    public let data: Data

    public init(data: Data) {
        self.data = data
    }

    public var format: PhotoFormat? { PhotoFormat(contents: data) }
}
