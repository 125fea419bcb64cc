import Foundation

/// The size of the terminal a descriptor writes to.
public enum TerminalSize {
    /// Its width in columns; `nil` when it is not a terminal or does not say.
    public static func columns(of descriptor: Int32 = STDOUT_FILENO) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
