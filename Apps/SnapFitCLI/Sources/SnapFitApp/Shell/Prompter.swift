import Foundation
import SnapFitTerminal

/// A conversation with the user at the keyboard, for commands that walk through steps in the shell.
@MainActor
public protocol Prompter: AnyObject, Sendable {
    /// Shows one line at once.
    func say(_ line: String)
    /// Shows `question` as a prompt and returns the answer without surrounding spaces; `nil` at the end of input or
    /// on Ctrl-C / Ctrl-D at a terminal.
    func ask(_ question: String) -> String?
}

/// The shell's prompter: questions are read as the shell reads its lines (Ctrl-C and Ctrl-D answer nothing), and
/// what is said goes to the output.
@MainActor
final class ShellPrompter: Prompter {
    private let read: @MainActor (String) -> LineInput
    private let output: any OutputSink

    init(output: any OutputSink, read: @escaping @MainActor (String) -> LineInput) {
        self.output = output
        self.read = read
    }

    func say(_ line: String) {
        output.write(line, to: .standardOutput)
    }

    func ask(_ question: String) -> String? {
        guard case .line(let answer) = read(question) else { return nil }
        return answer.trimmingCharacters(in: .whitespaces)
    }
}

extension Prompter {
    /// Asks `question`; `nil` when the user types one of `CLIWords.cancelWords` or the input ends.
    func answer(_ question: String) -> String? {
        guard let answer = ask(question), !CLIWords.cancelWords.contains(answer.lowercased()) else { return nil }
        return answer
    }
}
