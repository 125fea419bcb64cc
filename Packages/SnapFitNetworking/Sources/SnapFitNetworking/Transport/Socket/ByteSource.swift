/// Where an answer's bytes come from: a connected socket, or a test's script.
protocol ByteSource {
    /// Appends up to `maxCount` bytes to `buffer` and returns how many; 0 means the peer closed.
    mutating func read(into buffer: inout [UInt8], maxCount: Int) throws(ExchangeFailure) -> Int
}
