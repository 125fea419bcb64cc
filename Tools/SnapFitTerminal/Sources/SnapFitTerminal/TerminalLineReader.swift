import Foundation

/// Reads lines at a terminal with a `LineEditor`: each line in raw mode, then the terminal put back as it was, so a
/// program's output and Ctrl-C while it works behave as usual. Lines asked to be remembered go to the history, which is
/// saved in `historyFile` when there is one. Without a terminal it reads plain lines.
public struct TerminalLineReader: Sendable {
    private let descriptor: Int32
    private let historyFile: HistoryFile?
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    /// Keys that arrived after the line they ended (a paste of several lines).
    private var queued: [Key] = []
    /// The row of the line the cursor is on, counted from the prompt's, as the last drawing left it.
    private var cursorRow = 0

    /// Reads `descriptor` with `editor`, whose history starts from what `historyFile` kept.
    public init(descriptor: Int32 = STDIN_FILENO, editor: LineEditor, historyFile: HistoryFile?) {
        self.descriptor = descriptor
        self.historyFile = historyFile
        var editor = editor
        for entry in historyFile?.load() ?? [] { editor.history.add(entry) }
        self.editor = editor
    }

    /// Shows `prompt` and reads one edited line; `remembers` keeps it in the history.
    public mutating func read(prompt: String, remembers: Bool) -> LineInput {
        guard let terminal = RawTerminal(descriptor: descriptor) else {
            write(prompt)
            return readLine(strippingNewline: true).map(LineInput.line) ?? .ended
        }
        defer { terminal.restore() }
        editor.start()
        cursorRow = 0
        draw(prompt)
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
    private mutating func handle(_ key: Key, prompt: String, remembers: Bool) -> LineInput? {
        switch editor.handle(key) {
        case .edited:
            draw(prompt)
        case .submitted(let line):
            draw(prompt, cursorAtEnd: true)
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
            write("\u{1B}[H\u{1B}[2J")
            cursorRow = 0
            draw(prompt)
        case .listed(let candidates):
            draw(prompt, cursorAtEnd: true)
            write("\r\n" + candidates.joined(separator: "  ") + "\r\n")
            cursorRow = 0
            draw(prompt)
        }
        return nil
    }

    /// Draws the line again, wrapped at the terminal's width as it is now.
    private mutating func draw(_ prompt: String, cursorAtEnd: Bool = false) {
        let drawing = editor.rendering(
            prompt: prompt, columns: TerminalSize.columns(), fromRow: cursorRow, cursorAtEnd: cursorAtEnd)
        write(drawing.text)
        cursorRow = drawing.cursorRow
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
