/// Adler-32 (RFC 1950), the checksum a zlib stream ends with.
enum Adler32 {
    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        // 5552 bytes is the most that can be summed before `b` could overflow 32 bits.
        for start in stride(from: 0, to: bytes.count, by: 5552) {
            for byte in bytes[start..<min(start + 5552, bytes.count)] {
                a += UInt32(byte)
                b += a
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}
