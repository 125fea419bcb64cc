import Foundation
import SnapFitTerminal

/// The shell's input on a terminal: lines read with the terminal toolkit's editor, completing SnapFit's commands,
/// options, vibes and locations, with history kept in `historyFile` and the commands' secrets (social tokens) masked
/// in it.
@MainActor
public final class TerminalLineSource: LineEditingSource {
    public let catalogNames = CatalogNames()
    private var reader: TerminalLineReader

    /// Reads `descriptor` (a terminal), completing `commands`, with history in `historyFile`.
    public init(descriptor: Int32 = STDIN_FILENO, commands: CommandTable, historyFile: URL?) {
        let editor = LineEditor(
            history: History(keeps: { ShellHistory.kept($0, commands: commands) }),
            completer: Completer(commands: commands, catalog: catalogNames))
        reader = TerminalLineReader(
            descriptor: descriptor, editor: editor, historyFile: historyFile.map(HistoryFile.init(url:)))
    }

    public func nextLine() -> String? {
        guard case .line(let line) = read(prompt: "", remembers: false) else { return nil }
        return line
    }

    public func read(prompt: String, remembers: Bool) -> LineInput {
        reader.read(prompt: prompt, remembers: remembers)
    }
}
