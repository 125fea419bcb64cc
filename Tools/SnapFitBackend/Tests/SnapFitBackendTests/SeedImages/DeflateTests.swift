import Testing

@testable import SnapFitBackend

/// The fixed-Huffman DEFLATE encoder and its zlib wrapper: byte for byte what zlib writes for the same choices, and
/// read back by an independent decoder.
struct DeflateTests {
    @Test(
        arguments: [
            ("", [] as [Int], "0300"),
            ("abc", [1, 2, 3], "4b4c4a0600"),
            ("x" + String(repeating: "a", count: 20), [1], "ab48c40200"),
            (
                "SnapFit! " + String(repeating: "seed pictures, ", count: 3), [15],
                "0bce4b2c70cb2c5154284e4d4d5128c84c2e292d4a2dd621c00500"
            ),
            ("q" + String(repeating: "ab", count: 150), [2], "2b4c4c1a85c44200"),
        ] as [(String, [Int], String)])
    func compress_ofSmallInput_matchesZlibsFixedHuffmanBlock(text: String, distances: [Int], expected: String) {
        // Then: what Python's zlib writes (level 9, raw DEFLATE) where it makes the same matches: literals only, a
        // run one byte back, a 30-byte repeat 15 back, and a 258-byte match followed by a shorter one
        #expect(HexBytes.string(Deflate.compress(Array(text.utf8), distances: distances)) == expected)
    }

    @Test func compress_ofEveryByteValueAndLongRepeats_inflatesBackToTheInput() throws {
        // Given: every literal length (8 and 9 bits), runs longer than one match, and repeats 5 000 bytes back
        let block = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 256) }
        let input = Array(0...255) + [UInt8](repeating: 9, count: 1000) + block + block + [1, 2, 3, 1, 2, 3, 1, 2]
        // When
        let compressed = Deflate.compress(input, distances: [1, 3, 5000])
        // Then
        #expect(try Inflater.inflate(compressed) == input)
        #expect(compressed.count < input.count / 2)
    }

    @Test func zlib_wrapsTheBlockInAValidHeaderAndTheAdler32OfTheInput() throws {
        // Given
        let input = Array("seed pictures, seed pictures".utf8)
        // When
        let stream = Zlib.compress(input, distances: [15])
        // Then: CMF says DEFLATE with a 32 KiB window, and CMF·256 + FLG is a multiple of 31
        #expect(stream[0] == 0x78 && (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
        #expect(stream[1] & 0x20 == 0)
        #expect(PNGFile.bigEndian(stream, at: stream.count - 4) == Adler32.checksum(input))
        #expect(try Inflater.inflate(Array(stream.dropFirst(2).dropLast(4))) == input)
    }
}
