import SnapFitTerminal

/// Passes every line and prompt on to `sink` made terminal-safe: human output only.
@MainActor
final class TerminalSafeOutputSink: OutputSink {
    private let sink: any OutputSink
    private let keepsStyles: Bool

    /// `keepsStyles`: whether `TextStyle`'s colour sequences pass (only when styling is on).
    init(_ sink: any OutputSink, keepsStyles: Bool) {
        self.sink = sink
        self.keepsStyles = keepsStyles
    }

    func write(_ line: String, to channel: OutputChannel) {
        sink.write(TerminalSafeText.neutralized(line, keepingStyles: keepsStyles), to: channel)
    }

    func writePrompt(_ prompt: String) {
        sink.writePrompt(TerminalSafeText.neutralized(prompt, keepingStyles: keepsStyles))
    }
}
