import SnapFitTerminal

/// Passes every line and prompt on to `sink` made terminal-safe, lines wrapped between words at `columns` when the
/// terminal's width is known: human output only.
@MainActor
final class TerminalSafeOutputSink: OutputSink {
    private let sink: any OutputSink
    private let keepsStyles: Bool
    private let columns: Int?

    /// `keepsStyles`: whether `TextStyle`'s colour sequences pass (only when styling is on).
    init(_ sink: any OutputSink, keepsStyles: Bool, columns: Int? = nil) {
        self.sink = sink
        self.keepsStyles = keepsStyles
        self.columns = columns
    }

    func write(_ line: String, to channel: OutputChannel) {
        let safe = TerminalSafeText.neutralized(line, keepingStyles: keepsStyles)
        for part in columns.map({ TextWrap.lines(safe, width: $0) }) ?? [safe] { sink.write(part, to: channel) }
    }

    func writePrompt(_ prompt: String) {
        sink.writePrompt(TerminalSafeText.neutralized(prompt, keepingStyles: keepsStyles))
    }
}
