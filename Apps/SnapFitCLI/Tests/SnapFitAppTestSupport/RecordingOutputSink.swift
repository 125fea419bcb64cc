import SnapFitTerminal

/// Keeps every line in memory: for tests (parity checks compare these lines).
public final class RecordingOutputSink: OutputSink {
    public private(set) var standardOutput: [String] = []
    public private(set) var standardError: [String] = []
    public private(set) var prompts: [String] = []

    public init() {}

    public func write(_ line: String, to channel: OutputChannel) {
        switch channel {
        case .standardOutput: standardOutput.append(line)
        case .standardError: standardError.append(line)
        }
    }

    public func writePrompt(_ prompt: String) {
        prompts.append(prompt)
    }
}
