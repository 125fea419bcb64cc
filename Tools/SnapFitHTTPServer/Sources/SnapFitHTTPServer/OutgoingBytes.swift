import Foundation
import Glibc

/// The bytes a connection still has to send, in order: heads and whole small answers as byte arrays, a large answer's
/// body as the `Data` it came in, never copied. Sent as far as the socket takes them, without blocking.
struct OutgoingBytes {
    private enum Piece {
        case bytes([UInt8])
        case data(Data)
    }

    /// How a `send(to:)` ended.
    enum Progress {
        /// Everything is sent.
        case done
        /// The socket's buffer is full: wait until it is writable.
        case blocked
        /// The peer is gone.
        case failed
    }

    private var pieces: [Piece] = []
    /// How much of the first piece is sent.
    private var offset = 0

    var isEmpty: Bool { pieces.isEmpty }

    mutating func append(_ bytes: [UInt8]) {
        if !bytes.isEmpty { pieces.append(.bytes(bytes)) }
    }

    mutating func append(_ data: Data) {
        if !data.isEmpty { pieces.append(.data(data)) }
    }

    /// Sends what the socket takes now.
    mutating func send(to descriptor: Int32) -> Progress {
        while let piece = pieces.first {
            let (sent, count) = Self.send(piece, from: offset, to: descriptor)
            if sent > 0 {
                offset += sent
                if offset == count {
                    pieces.removeFirst()
                    offset = 0
                }
            } else if sent < 0 && errno == EINTR {
                continue
            } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                return .blocked
            } else {
                return .failed
            }
        }
        return .done
    }

    /// One `send` of the rest of `piece`: what it returned, and the piece's size.
    private static func send(_ piece: Piece, from offset: Int, to descriptor: Int32) -> (sent: Int, count: Int) {
        func send(_ buffer: UnsafeRawBufferPointer) -> (sent: Int, count: Int) {
            guard let base = buffer.baseAddress else { return (0, 0) }
            let flags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
            return (Glibc.send(descriptor, base + offset, buffer.count - offset, flags), buffer.count)
        }
        return switch piece {
        case .bytes(let bytes): bytes.withUnsafeBytes(send)
        case .data(let data): data.withUnsafeBytes(send)
        }
    }
}
