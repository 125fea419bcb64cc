/// Packs bits into bytes the way DEFLATE (RFC 1951 §3.1.1) reads them: each byte filled from its lowest bit up.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// Writes the low `count` bits of `value`, lowest bit first (how DEFLATE's extra bits and headers go).
    mutating func write(_ value: Int, count: Int) {
        pending |= UInt64(value & ((1 << count) - 1)) << pendingCount
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Writes a Huffman code of `length` bits, highest bit first (how DEFLATE's codes go).
    mutating func writeCode(_ code: Int, length: Int) {
        var reversed = 0
        for bit in 0..<length { reversed |= ((code >> bit) & 1) << (length - 1 - bit) }
        write(reversed, count: length)
    }

    /// The bytes written, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
        if pendingCount > 0 { write(0, count: 8 - pendingCount) }
        return bytes
    }
}
