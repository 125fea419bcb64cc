/// Reads just enough of a picture file to know it is whole and how large it says it is, without decoding it.
enum PictureStructure {
    /// A PNG's width and height, when after its signature (which `ImageKind` has read) come an `IHDR` chunk, chunks
    /// that fit, and `IEND` last with nothing after it.
    static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 8
        var size: (width: Int, height: Int)?
        while index + 12 <= bytes.count {
            let length = bigEndian(bytes, at: index, count: 4)
            let type = bytes[index + 4..<index + 8]
            guard length <= bytes.count - index - 12 else { return nil }
            let data = index + 8
            if size == nil {
                guard type.elementsEqual("IHDR".utf8), length == 13 else { return nil }
                size = (bigEndian(bytes, at: data, count: 4), bigEndian(bytes, at: data + 4, count: 4))
            }
            index = data + length + 4
            if type.elementsEqual("IEND".utf8) { return index == bytes.count ? size : nil }
        }
        return nil
    }

    /// An ISO media file's (HEIC, HEIF) largest image size, from the `ispe` boxes inside its `meta` boxes, when its
    /// top-level boxes fill the file exactly, an `ftyp` box first, and one of them says a size.
    static func isoMedia(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 0
        var metaBoxes: [Range<Int>] = []
        while index < bytes.count {
            guard bytes.count - index >= 8 else { return nil }
            let type = bytes[index + 4..<index + 8]
            var length = bigEndian(bytes, at: index, count: 4)
            if length == 1 {
                guard bytes.count - index >= 16 else { return nil }
                length = bigEndian(bytes, at: index + 8, count: 8)
            } else if length == 0 {
                length = bytes.count - index
            }
            guard length >= 8, length <= bytes.count - index, index > 0 || type.elementsEqual("ftyp".utf8) else {
                return nil
            }
            if type.elementsEqual("meta".utf8) { metaBoxes.append(index..<index + length) }
            index += length
        }
        var size: (width: Int, height: Int)?
        for meta in metaBoxes {
            for found in meta.dropLast(15) where bytes[found..<found + 4].elementsEqual("ispe".utf8) {
                let width = bigEndian(bytes, at: found + 8, count: 4)
                let height = bigEndian(bytes, at: found + 12, count: 4)
                guard width > 0, height > 0 else { continue }
                if Double(width) * Double(height) > Double(size?.width ?? 0) * Double(size?.height ?? 0) {
                    size = (width, height)
                }
            }
        }
        return size
    }

    /// The unsigned big-endian number of `count` bytes at `index` (at most eight; a larger one saturates).
    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        var value: UInt64 = 0
        for byte in bytes[index..<index + count] { value = value << 8 | UInt64(byte) }
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }
}
