import Foundation

/// A conversation with the user at the keyboard, for commands that walk through steps in the shell.
@MainActor
public protocol Prompter: AnyObject, Sendable {
    /// Shows one line at once.
    func say(_ line: String)
    /// Shows `question` as a prompt and returns the answer without surrounding spaces; `nil` at the end of input.
    func ask(_ question: String) -> String?
}

/// The shell's prompter: questions go to the output as prompts, answers come from the shell's input.
@MainActor
final class ShellPrompter: Prompter {
    private let input: any LineSource
    private let output: any OutputSink

    init(input: any LineSource, output: any OutputSink) {
        self.input = input
        self.output = output
    }

    func say(_ line: String) {
        output.write(line, to: .standardOutput)
    }

    func ask(_ question: String) -> String? {
        output.writePrompt(question)
        return input.nextLine()?.trimmingCharacters(in: .whitespaces)
    }
}

extension Prompter {
    /// Asks `question`; `nil` when the user types one of `CLIWords.cancelWords` or the input ends.
    func answer(_ question: String) -> String? {
        guard let answer = ask(question), !CLIWords.cancelWords.contains(answer.lowercased()) else { return nil }
        return answer
    }
}
