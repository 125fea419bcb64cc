@testable import SnapFitNetworking

/// A `ByteSource` that hands out its bytes `pieceSize` at a time, then reports the peer closed.
struct ScriptedBytes: ByteSource {
    private var remaining: ArraySlice<UInt8>
    private let pieceSize: Int

    init(_ text: String, pieceSize: Int = .max) {
        self.init(Array(text.utf8), pieceSize: pieceSize)
    }

    init(_ bytes: [UInt8], pieceSize: Int = .max) {
        remaining = bytes[...]
        self.pieceSize = pieceSize
    }

    mutating func read(into buffer: inout [UInt8], maxCount: Int) throws(ExchangeFailure) -> Int {
        let piece = remaining.prefix(min(maxCount, pieceSize))
        remaining = remaining.dropFirst(piece.count)
        buffer += piece
        return piece.count
    }
}
