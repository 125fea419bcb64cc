import SnapFitPresentation

/// Prints a command's result: one JSON line on stdout in `--json` mode; otherwise text lines on stdout,
/// and errors with their hint on stderr.
@MainActor
struct ResultPrinter {
    let output: any OutputSink
    let json: Bool
    let language: Language
    let style: TextStyle

    func print(command: String, result: CommandResult) {
        if json {
            output.write(JSONLine(command: command, result: result).rendered(), to: .standardOutput)
            return
        }
        switch result {
        case .success(let commandOutput):
            for line in commandOutput.lines {
                output.write(line, to: .standardOutput)
            }
        case .failure(let failure):
            output.write(style.red(Labels.error(language)) + failure.error.message, to: .standardError)
            if let hint = failure.hint {
                output.write(style.dim(hint), to: .standardError)
            }
        }
    }
}
