import SnapFitPresentation
import SnapFitTerminal

/// Prints a command's result: one JSON line on stdout in `--json` mode; otherwise text lines on stdout,
/// and errors with their hint on stderr.
@MainActor
struct ResultPrinter {
    let output: any OutputSink
    let json: Bool
    let language: Language
    let style: TextStyle

    /// `line`: the script line the command came from, named with its error.
    func print(command: String, result: CommandResult, line: Int? = nil) {
        if json {
            output.write(JSONLine(command: command, result: result, line: line).rendered(), to: .standardOutput)
            return
        }
        switch result {
        case .success(let commandOutput):
            if commandOutput.clearsScreen { output.clearScreen() }
            for text in commandOutput.lines {
                output.write(text, to: .standardOutput)
            }
        case .failure(let failure):
            let place = line.map { CLIWords.scriptLine($0).text(in: language) } ?? ""
            output.write(style.red(Labels.error(language)) + place + failure.error.message, to: .standardError)
            if let hint = failure.hint {
                output.write(style.dim(hint), to: .standardError)
            }
        }
    }
}
