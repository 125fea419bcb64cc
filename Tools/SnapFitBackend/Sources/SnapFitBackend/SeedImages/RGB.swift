/// A colour with 8 bits per channel.
struct RGB: Hashable, Sendable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8

    /// The colour written `0xRRGGBB`.
    init(_ hex: UInt32) {
        red = UInt8(truncatingIfNeeded: hex >> 16)
        green = UInt8(truncatingIfNeeded: hex >> 8)
        blue = UInt8(truncatingIfNeeded: hex)
    }

    init(red: UInt8, green: UInt8, blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// This colour moved `amount` (0...1) of the way towards `other`.
    func mixed(with other: RGB, _ amount: Double) -> RGB {
        func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8((Double(from) + (Double(to) - Double(from)) * min(max(amount, 0), 1)).rounded())
        }
        return RGB(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }
}
