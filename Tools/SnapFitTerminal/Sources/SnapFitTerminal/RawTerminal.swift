import Foundation

/// A terminal switched to raw mode for as long as a line is edited: every key arrives at once, nothing is echoed,
/// and Ctrl-C is a key rather than a signal. `restore()` puts back the settings it found.
public struct RawTerminal {
    private let descriptor: Int32
    private var saved = termios()

    /// Raw mode on `descriptor`; `nil` when it is not a terminal.
    public init?(descriptor: Int32) {
        self.descriptor = descriptor
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else { return nil }
    }

    public func restore() {
        var saved = saved
        tcsetattr(descriptor, TCSADRAIN, &saved)
    }

    /// The bytes of the next key presses; empty at the end of input or on an error.
    public func read() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 256)
        while true {
            let count = Foundation.read(descriptor, &bytes, bytes.count)
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(bytes[0..<count]) : []
        }
    }
}
