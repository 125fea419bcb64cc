/// Passes every line and prompt on to `sink` made terminal-safe, lines wrapped between words at `columns` when the
/// terminal's width is known, the `activity` status line erased first: for output meant for people.
@MainActor
public final class TerminalSafeOutputSink: OutputSink {
    private let sink: any OutputSink
    private let keepsStyles: Bool
    private let columns: Int?
    private let activity: ActivityLine?

    /// `keepsStyles`: whether `TextStyle`'s colour sequences pass (only when styling is on).
    public init(_ sink: any OutputSink, keepsStyles: Bool, columns: Int? = nil, activity: ActivityLine? = nil) {
        self.sink = sink
        self.keepsStyles = keepsStyles
        self.columns = columns
        self.activity = activity
    }

    public func write(_ line: String, to channel: OutputChannel) {
        let safe = TerminalSafeText.neutralized(line, keepingStyles: keepsStyles)
        let parts = columns.map { TextWrap.lines(safe, width: $0) } ?? [safe]
        passOn { for part in parts { sink.write(part, to: channel) } }
    }

    public func writePrompt(_ prompt: String) {
        passOn { sink.writePrompt(TerminalSafeText.neutralized(prompt, keepingStyles: keepsStyles)) }
    }

    public func clearScreen() {
        passOn { sink.clearScreen() }
    }

    private func passOn(_ output: () -> Void) {
        if let activity { activity.interrupting(output) } else { output() }
    }
}
