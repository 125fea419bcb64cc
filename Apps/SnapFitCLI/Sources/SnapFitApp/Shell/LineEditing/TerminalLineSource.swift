import Foundation

/// The shell's input on a terminal. Each line is read in raw mode through the line editor (keys, history, Tab), then
/// the terminal is put back as it was, so commands print and Ctrl-C interrupts them as usual. History is kept in
/// `historyFile` when there is one.
@MainActor
public final class TerminalLineSource: LineEditingSource {
    private let descriptor: Int32
    private let historyFile: HistoryFile?
    public let catalogNames = CatalogNames()
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    /// Keys that arrived after the line they ended (a paste of several lines).
    private var queued: [Key] = []

    /// Reads `descriptor` (a terminal), completing `commands`, with history in `historyFile`.
    public init(descriptor: Int32 = STDIN_FILENO, commands: CommandTable = .standard, historyFile: URL?) {
        self.descriptor = descriptor
        self.historyFile = historyFile.map(HistoryFile.init(url:))
        let limit = 500
        editor = LineEditor(
            history: History(entries: self.historyFile?.load(limit: limit) ?? [], limit: limit),
            completer: Completer(commands: commands, catalog: catalogNames))
    }

    public func nextLine() -> String? {
        guard case .line(let line) = read(prompt: "", remembers: false) else { return nil }
        return line
    }

    public func read(prompt: String, remembers: Bool) -> LineInput {
        guard let terminal = RawTerminal(descriptor: descriptor) else {
            write(prompt)
            return readLine(strippingNewline: true).map(LineInput.line) ?? .ended
        }
        defer { terminal.restore() }
        editor.start()
        write(editor.rendering(prompt: prompt))
        while true {
            if queued.isEmpty {
                let bytes = terminal.read()
                guard !bytes.isEmpty else {
                    write("\r\n")
                    return .ended
                }
                queued = decoder.keys(from: bytes)
            }
            while !queued.isEmpty {
                if let input = handle(queued.removeFirst(), prompt: prompt, remembers: remembers) { return input }
            }
        }
    }

    /// Does what `key` calls for on screen; the input once the line is over.
    private func handle(_ key: Key, prompt: String, remembers: Bool) -> LineInput? {
        switch editor.handle(key) {
        case .edited:
            write(editor.rendering(prompt: prompt))
        case .submitted(let line):
            write("\r\n")
            if remembers {
                editor.history.add(line)
                historyFile?.save(editor.history.entries)
            }
            return .line(line)
        case .interrupted:
            write("^C\r\n")
            return .interrupted
        case .ended:
            write("\r\n")
            return .ended
        case .clearScreen:
            write("\u{1B}[H\u{1B}[2J" + editor.rendering(prompt: prompt))
        case .listed(let candidates):
            write("\r\n" + candidates.joined(separator: "  ") + "\r\n" + editor.rendering(prompt: prompt))
        }
        return nil
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
