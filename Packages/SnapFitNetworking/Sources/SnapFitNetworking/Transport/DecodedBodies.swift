import Foundation
import Synchronization

/// Answers a provider has decoded, kept by their bytes, so the same answer is not decoded again: equal JSON bodies
/// decode to equal values, so a kept value is exactly what decoding would give, and an answer that changed is new
/// bytes, decoded anew. Meant to be shared by a process's providers (a page's product, asked for by every session,
/// is decoded once). Only endpoints that decode plain JSON (`Responsible.decodesPlainJSON`) are kept, decoded with
/// this memo's own decoder; a body larger than `maxBodyBytes` is decoded each time, and past `capacity` answers the
/// memo starts again.
public final class DecodedBodies: Sendable {
    private struct Key: Hashable, Sendable {
        let type: ObjectIdentifier
        let body: Data
    }

    /// Decodes every kept answer.
    let decoder: JSONDecoder
    private let capacity: Int
    private let maxBodyBytes: Int
    private let values = Mutex<[Key: any Sendable]>([:])

    public init(decoder: JSONDecoder = JSONDecoder(), capacity: Int = 512, maxBodyBytes: Int = 64 << 10) {
        self.decoder = decoder
        self.capacity = capacity
        self.maxBodyBytes = maxBodyBytes
    }

    /// How many answers are kept.
    public var count: Int { values.withLock { $0.count } }

    /// The value `body` decoded to as `Response` before, else what `decode` makes of it now (kept when it decodes).
    func value<Response: Sendable>(
        _ type: Response.Type, of body: Data, decode: () throws(NetworkError) -> Response
    ) throws(NetworkError) -> Response {
        guard body.count <= maxBodyBytes else { return try decode() }
        let key = Key(type: ObjectIdentifier(type), body: body)
        if let kept = values.withLock({ $0[key] }) as? Response { return kept }
        let value = try decode()
        values.withLock { values in
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }
}
