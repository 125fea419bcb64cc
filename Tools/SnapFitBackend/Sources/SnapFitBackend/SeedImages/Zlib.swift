/// The zlib format (RFC 1950) that a PNG's image data is: a two-byte header, DEFLATE data, and the Adler-32 of the
/// uncompressed bytes.
enum Zlib {
    /// `bytes` as a zlib stream, repeats looked for at `distances` (see `Deflate`).
    static func compress(_ bytes: [UInt8], distances: [Int]) -> [UInt8] {
        // CMF 0x78: DEFLATE with a 32 KiB window; FLG 0x01: no dictionary, and (CMF << 8 | FLG) % 31 == 0.
        let adler = Adler32.checksum(bytes)
        return [0x78, 0x01] + Deflate.compress(bytes, distances: distances)
            + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
    }
}
