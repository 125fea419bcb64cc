/// Writes 8-bit RGB pictures as PNG files (ISO/IEC 15948): the signature, `IHDR`, one `IDAT` and `IEND`, each chunk
/// with its CRC-32. Rows are stored unfiltered; the compressor finds their repeats by itself.
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG of a `width` × `height` picture whose `rgb` holds three bytes per pixel, row by row.
    static func encode(width: Int, height: Int, rgb: [UInt8]) -> [UInt8] {
        precondition(width > 0 && height > 0 && rgb.count == width * height * 3, "not a width × height RGB picture")
        let rowBytes = width * 3
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity((rowBytes + 1) * height)
        for row in 0..<height {
            scanlines.append(0)  // filter type None
            scanlines += rgb[row * rowBytes..<(row + 1) * rowBytes]
        }
        let stride = rowBytes + 1
        // Bit depth 8, colour type 2 (RGB), compression 0, filter method 0, no interlace.
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
        let data = Zlib.compress(scanlines, distances: [3, stride - 3, stride, stride + 3])
        return signature + chunk("IHDR", header) + chunk("IDAT", data) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(CRC32.checksum(typeAndData))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
