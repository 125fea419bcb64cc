import SnapFitPresentation
import SnapFitTerminal

/// Runs a flow for a command once it has started: shows what the flow shows and answers what it asks. In the shell
/// the user answers (`cancel` stops at any question, and is offered before the first that is not a yes or no); a
/// script gave every answer up front as flags, and confirms by running the command.
@MainActor
struct Walkthrough<Step: Sendable & Equatable> {
    let display: FlowConsoleDisplay<Step>
    let scene: any FlowBusinessLogic
    let context: CommandContext

    /// Throws a usage error when a script left a question unanswered: a flag it needs (the command's required flags
    /// prevent most), or a warning it did not accept up front.
    func run() async throws(UsageError) -> CommandResult {
        var introduced = false
        while let question = display.takeQuestion() {
            let notes = display.takeNotes()
            guard let prompter = context.prompter else {
                if question.kind == .confirm {
                    await scene.answer(request: .yesNo(true))
                    continue
                }
                guard let refusal = question.refusal else {
                    throw UsageError(CLIWords.unanswered(question.prompt, note: question.note))
                }
                return .failure(CommandFailure(error: refusal))
            }
            notes.forEach(prompter.say)
            if !introduced, question.kind != .yesNo {
                prompter.say(context.style.dim(CLIWords.cancelAnyTime.text(in: context.language)))
                introduced = true
            }
            guard let answer = ask(question, prompter: prompter) else {
                scene.cancel()
                continue
            }
            await scene.answer(request: answer)
        }
        display.takeNotes().forEach { context.prompter?.say($0) }
        return display.outcome()
    }

    /// The user's answer to `question`; `nil` to cancel.
    private func ask(_ question: FlowQuestion<Step>, prompter: any Prompter) -> FlowAnswer? {
        switch question.kind {
        case .yesNo, .confirm:
            YesNo.ask(question.prompt, prompter: prompter, language: context.language).map { .yesNo($0) }
        case .text:
            prompter.answer(question.prompt).map { .text($0) }
        case .list:
            prompter.answer(question.prompt).map { .list(ListArgument.items($0)) }
        case .files:
            files(question.prompt, prompter: prompter)
        }
    }

    /// Pictures read from the paths typed; a path that cannot be read is said, and the question asked again.
    private func files(_ prompt: String, prompter: any Prompter) -> FlowAnswer? {
        while let answer = prompter.answer(prompt) {
            do throws(ImageFiles.Unreadable) {
                return .files(try ImageFiles.read(ListArgument.items(answer)))
            } catch {
                prompter.say(context.style.red(CLIWords.cannotReadFile(error.path).text(in: context.language)))
            }
        }
        return nil
    }
}
