/// What one HTTP exchange may take: bounds on time and bytes, so no server can hold or flood the client.
public struct ExchangeLimits: Sendable, Equatable {
    /// The whole exchange (connect, send, and read the complete answer) ends by then, however the bytes trickle;
    /// only the name lookup before it runs on the system resolver's own timeouts.
    public var deadline: Duration
    /// The status line and headers of an answer (and the trailers of a chunked one), in bytes on the wire.
    public var maxHeadBytes: Int
    /// The body of an answer (chunk framing included), in bytes on the wire; compressed answers are refused.
    public var maxBodyBytes: Int

    public init(deadline: Duration, maxHeadBytes: Int, maxBodyBytes: Int) {
        self.deadline = deadline
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
    }

    /// 15 s, 64 KiB of head and 16 MiB of body: three tries of a read end within a minute, and the body limit
    /// is far above any JSON answer an API should send.
    public static let standard = ExchangeLimits(deadline: .seconds(15), maxHeadBytes: 64 << 10, maxBodyBytes: 16 << 20)
}
