import Foundation

/// A PNG's width and height, read from its `IHDR` chunk; nil for bytes that are not a PNG.
struct PNGSize: Equatable {
    let width: Int
    let height: Int

    init?(_ png: Data) {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
