import SnapFitTerminal

/// A line source that draws its own prompt and lets the user edit the line: the shell's input on a terminal.
@MainActor
public protocol LineEditingSource: LineSource {
    /// Shows `prompt` and reads one edited line; `remembers` keeps it in the history (commands, not answers).
    func read(prompt: String, remembers: Bool) -> LineInput
    /// The names Tab offers after `--vibe(s)` and `--locations`, for the shell to fill.
    var catalogNames: CatalogNames { get }
}
