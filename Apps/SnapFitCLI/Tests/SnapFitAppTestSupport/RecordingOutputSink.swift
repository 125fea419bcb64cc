import SnapFitTerminal

/// Keeps every line in memory: for tests (parity checks compare these lines).
public final class RecordingOutputSink: OutputSink {
    public private(set) var standardOutput: [String] = []
    public private(set) var standardError: [String] = []
    public private(set) var prompts: [String] = []
    /// Every line in the order it was written, those on standard error marked `! `.
    public private(set) var transcript: [String] = []
    /// How many times the screen was cleared.
    public private(set) var clears = 0

    public init() {}

    public func write(_ line: String, to channel: OutputChannel) {
        switch channel {
        case .standardOutput:
            standardOutput.append(line)
            transcript.append(line)
        case .standardError:
            standardError.append(line)
            transcript.append("! " + line)
        }
    }

    public func writePrompt(_ prompt: String) {
        prompts.append(prompt)
    }

    public func clearScreen() {
        clears += 1
    }
}
