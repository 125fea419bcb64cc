import Testing

@testable import SnapFitBackend

/// CRC-32 and Adler-32 against published values (zlib's `crc32` and `adler32` give the same).
struct ChecksumTests {
    @Test(
        arguments: [
            ("", 0x0000_0000),
            ("123456789", 0xCBF4_3926),
            ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
        ] as [(String, UInt32)])
    func crc32_ofKnownText_matchesPublishedValue(text: String, expected: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == expected)
    }

    @Test(
        arguments: [
            ("", 0x0000_0001),
            ("Wikipedia", 0x11E6_0398),
        ] as [(String, UInt32)])
    func adler32_ofKnownText_matchesPublishedValue(text: String, expected: UInt32) {
        #expect(Adler32.checksum(Array(text.utf8)) == expected)
    }

    @Test func adler32_ofMoreBytesThanOneSumRun_reducesWithoutOverflow() {
        // Given: 100 000 bytes of 0xFF, past the 5552 bytes summed before each reduction
        let bytes = [UInt8](repeating: 0xFF, count: 100_000)
        // Then: the value Python's zlib.adler32 gives
        #expect(Adler32.checksum(bytes) == 0x149A_302C)
    }
}
