import SnapFitTerminal
import Synchronization
import Testing

@MainActor
@Suite struct TerminalSafeOutputSinkTests {
    /// Every write in order, raw status-line text and lines alike.
    private final class Screen: OutputSink, Sendable {
        private let writes = Mutex<[String]>([])
        nonisolated func raw(_ text: String) { writes.withLock { $0.append(text) } }
        func write(_ line: String, to channel: OutputChannel) { raw(line + "\n") }
        func writePrompt(_ prompt: String) { raw(prompt) }
        func clearScreen() { raw("<clear>") }
        var all: [String] { writes.withLock { $0 } }
    }

    @Test func lines_areNeutralizedAndWrapped_andTheStatusLineIsErasedBeforeThem() {
        // Given: a status line shown on a 12-column terminal
        let screen = Screen()
        let activity = ActivityLine(write: { [screen] in screen.raw($0) }) { _, note in note ?? "" }
        let sut = TerminalSafeOutputSink(screen, keepsStyles: false, columns: 12, activity: activity)
        activity.begin(drives: false)
        activity.note("uploading")
        // When
        sut.write("\u{1B}[2J one two three four", to: .standardError)
        sut.writePrompt("> ")
        // Then
        #expect(screen.all == ["\r\u{1B}[2Kuploading", "\r\u{1B}[2K", "␛[2J one two\n", "three four\n", "> "])
    }

    @Test func clearingTheScreen_reachesTheTerminal_afterTheStatusLineIsErased() {
        let screen = Screen()
        let activity = ActivityLine(write: { [screen] in screen.raw($0) }) { _, note in note ?? "" }
        let sut = TerminalSafeOutputSink(screen, keepsStyles: false, columns: 12, activity: activity)
        activity.begin(drives: false)
        activity.note("waiting")
        sut.clearScreen()
        #expect(screen.all == ["\r\u{1B}[2Kwaiting", "\r\u{1B}[2K", "<clear>"])
    }
}
