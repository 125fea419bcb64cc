import Testing

@testable import SnapFitBackend

/// `PNGEncoder` writes files any PNG reader takes: checked here chunk by chunk, down to the pixels.
struct PNGEncoderTests {
    /// A 7 × 5 picture with no two pixels alike, and a flat 40 × 30 one.
    private static let pictures: [(width: Int, height: Int, rgb: [UInt8])] = [
        (7, 5, (0..<7 * 5 * 3).map { UInt8(truncatingIfNeeded: $0 * 37) }),
        (40, 30, [UInt8](repeating: 0x7F, count: 40 * 30 * 3)),
    ]

    @Test(arguments: 0..<pictures.count)
    func encode_writesSignatureHeaderDataAndEnd_eachChunkWithItsCRC(index: Int) throws {
        // Given
        let picture = Self.pictures[index]
        // When
        let file = try PNGFile(PNGEncoder.encode(width: picture.width, height: picture.height, rgb: picture.rgb))
        // Then
        #expect(file.signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(file.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(file.chunks.allSatisfy { $0.crcMatches })
        #expect(file.size?.width == picture.width && file.size?.height == picture.height)
        // Bit depth 8, RGB, DEFLATE, adaptive filtering, no interlace.
        #expect(file.chunks.first?.data.suffix(5) == [8, 2, 0, 0, 0])
        #expect(file.chunks.last?.data.isEmpty == true)
    }

    @Test(arguments: 0..<pictures.count)
    func encode_imageData_isAZlibStreamOfTheUnfilteredScanlines(index: Int) throws {
        // Given
        let picture = Self.pictures[index]
        let rowBytes = picture.width * 3
        let scanlines = (0..<picture.height).flatMap { row in
            [0] + picture.rgb[row * rowBytes..<(row + 1) * rowBytes]
        }
        // When
        let stream = try PNGFile(PNGEncoder.encode(width: picture.width, height: picture.height, rgb: picture.rgb))
            .imageData
        // Then
        #expect(stream.count > 6 && (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 && stream[0] & 0x0F == 8)
        let inflated = try Inflater.inflate(Array(stream.dropFirst(2).dropLast(4)))
        #expect(inflated == scanlines)
        #expect(PNGFile.bigEndian(stream, at: stream.count - 4) == Adler32.checksum(inflated))
    }

    @Test func encode_ofAFlatPicture_isSmallerThanItsPixels() {
        // Given
        let flat = Self.pictures[1]
        // When
        let png = PNGEncoder.encode(width: flat.width, height: flat.height, rgb: flat.rgb)
        // Then: a flat picture is nearly all repeats
        #expect(png.count < flat.rgb.count / 20)
    }
}
