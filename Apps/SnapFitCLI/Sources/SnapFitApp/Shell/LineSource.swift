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

/// Lines given up front: a script for tests and for embedding the runner.
public final class ScriptLineSource: LineSource {
    private var remaining: ArraySlice<String>

    public init(lines: [String]) {
        remaining = lines[...]
    }

    /// Splits `text` into lines at `\n`, `\r\n` or `\r`.
    public convenience init(text: String) {
        self.init(lines: text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init))
    }

    public func nextLine() -> String? {
        remaining.popFirst()
    }
}
