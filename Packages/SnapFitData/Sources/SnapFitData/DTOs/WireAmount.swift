/// A price in won or a head-count as the server sends it: a Java `int` that is never negative. Anything else fails
/// decoding at its own coding path, so a hostile amount is refused as invalid data and never shown.
struct WireAmount: Decodable, Sendable, Equatable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Int.self)
        guard (0...Int(Int32.max)).contains(value) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(value) is not an amount from 0 to \(Int32.max)")
        }
        self.value = value
    }
}
