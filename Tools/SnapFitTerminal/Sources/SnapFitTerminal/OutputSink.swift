import Foundation

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
}
