/// Supplies command lines to the shell and to script mode.
@MainActor
public protocol LineSource: AnyObject {
    /// The next line without its line break, or `nil` at the end of input.
    func nextLine() -> String?
}

/// Reads standard input, a terminal or a pipe, one line at a time (`\n` and `\r\n` both end a line).
public final class StandardInputLineSource: LineSource {
    public init() {}

    public func nextLine() -> String? {
        readLine(strippingNewline: true)
    }
}
