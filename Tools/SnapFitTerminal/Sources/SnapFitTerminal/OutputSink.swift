import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a line of output goes.
public enum OutputChannel: Sendable, Equatable {
    case standardOutput
    case standardError
}

/// Receives a program's output, line by line.
@MainActor
public protocol OutputSink: AnyObject {
    /// Writes one line (the sink adds the line break).
    func write(_ line: String, to channel: OutputChannel)
    /// Writes the interactive prompt, without a line break.
    func writePrompt(_ prompt: String)
    /// Clears the terminal the lines go to; a sink that is no terminal does nothing.
    func clearScreen()
}

extension OutputSink {
    public func clearScreen() {}
}

/// The process's standard output and error, written unbuffered so lines and prompts appear at once.
public final class StandardOutputSink: OutputSink {
    public init() {}

    public func write(_ line: String, to channel: OutputChannel) {
        let handle = channel == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data((line + "\n").utf8))
    }

    public func writePrompt(_ prompt: String) {
        FileHandle.standardOutput.write(Data(prompt.utf8))
    }

    /// Moves to the top left and erases the screen and its scrollback, when standard output is a terminal.
    public func clearScreen() {
        guard isatty(STDOUT_FILENO) == 1 else { return }
        FileHandle.standardOutput.write(Data("\u{1B}[H\u{1B}[2J\u{1B}[3J".utf8))
    }
}
