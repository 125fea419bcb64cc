import SnapFitPresentation
import SnapFitTerminal

/// Runs a flow for a command once it has started: shows what the flow shows and answers what it asks. In the shell
/// the user answers (`cancel` stops at any question, and is offered before the first that is not a yes or no); a
/// script gave every answer up front as flags, and confirms by running the command. What the flow showed since the
/// last answer is in `recording`, read in order after each answer through `shown`.
@MainActor
package struct Walkthrough<Outcome: Sendable, Step: Sendable & Equatable> {
    /// What one outcome of the flow is to the terminal.
    package enum Shown {
        /// Lines to say along the way (the product, the total), before the next question or the end.
        case note([String])
        /// The question to ask now.
        case question(FlowQuestion<Step>)
        /// How the flow ended, as the command's result: the view model that ends it, or its error.
        case end(CommandResult)
    }

    let recording: SceneRecording<Outcome>
    let scene: any FlowBusinessLogic
    let context: CommandContext
    let shown: (Outcome) -> Shown
    /// The flag that says yes up front to a yes-or-no question, such as `anyway` for a booking's warning: a script
    /// that left one unanswered is told to give it.
    let yesFlag: String?

    package init(
        recording: SceneRecording<Outcome>, scene: any FlowBusinessLogic, context: CommandContext,
        yesFlag: String? = nil, shown: @escaping (Outcome) -> Shown
    ) {
        self.recording = recording
        self.scene = scene
        self.context = context
        self.yesFlag = yesFlag
        self.shown = shown
    }

    /// What the flow showed since the last answer, folded in order: the notes, then the question it asks now, or,
    /// once it ended, how (nothing to say before it showed anything).
    private var turn: (notes: [String], question: FlowQuestion<Step>?, end: CommandResult) {
        recording.outcomes.map(shown).reduce(([], nil, .nothing)) { turn, shown in
            switch shown {
            case .note(let lines): (turn.notes + lines, turn.question, turn.end)
            case .question(let question): (turn.notes, question, turn.end)
            case .end(let result): (turn.notes, nil, result)
            }
        }
    }

    /// A script that left a yes-or-no question unanswered fails (`needs_confirmation`, exit 1) naming the flag that
    /// says yes (`yesFlag`); any other question left unanswered is a usage error (the command's required flags
    /// prevent most).
    package func run() async throws(UsageError) -> CommandResult {
        var introduced = false
        var stopped = false
        while case let (notes, question?, _) = turn {
            let lines = notes + Self.lines(question, style: context.style)
            recording.reset()
            guard let prompter = context.prompter else {
                if question.kind == .confirm {
                    await scene.answer(request: .yesNo(true))
                    continue
                }
                if question.kind == .yesNo, question.refusal == nil, let yesFlag {
                    let message = CLIWords.needsYesFlag(yesFlag, note: question.note).text(in: context.language)
                    return .failure(CommandFailure(error: ErrorViewModel(kind: .needsConfirmation, message: message)))
                }
                guard let refusal = question.refusal else {
                    throw UsageError(CLIWords.unanswered(question.prompt, note: question.note))
                }
                return .failure(CommandFailure(error: refusal))
            }
            lines.forEach(prompter.say)
            if !introduced, question.kind != .yesNo {
                prompter.say(context.style.dim(CLIWords.cancelAnyTime.text(in: context.language)))
                introduced = true
            }
            guard let answer = ask(question, prompter: prompter) else {
                scene.cancel()
                stopped = true
                continue
            }
            await scene.answer(request: answer)
        }
        let (notes, _, end) = turn
        notes.forEach { context.prompter?.say($0) }
        return Self.calm(end, stopped: stopped, style: context.style)
    }

    /// A flow the user stopped (`cancel`, Ctrl-C or the end of input at a question) ends as they chose: one plain
    /// line saying what was not done, and success, never an error.
    private static func calm(_ result: CommandResult, stopped: Bool, style: TextStyle) -> CommandResult {
        guard stopped, case .failure(let failure) = result, failure.error.kind == .cancelled else { return result }
        return .success(CommandOutput(data: failure.error, lines: [style.dim(failure.error.message)]))
    }

    /// What to know first, the choices (by number, four to a line) or why the last answer was refused.
    private static func lines(_ question: FlowQuestion<Step>, style: TextStyle) -> [String] {
        let note = question.note.map { [style.bold($0)] } ?? []
        guard let refusal = question.refusal else {
            return note + ItemTable.rows(question.choices, columns: 4, style: style)
        }
        return note + [style.red(refusal.message)]
    }

    /// The user's answer to `question`; `nil` to cancel.
    private func ask(_ question: FlowQuestion<Step>, prompter: any Prompter) -> FlowAnswer? {
        switch question.kind {
        case .yesNo, .confirm:
            YesNo.ask(question.prompt, prompter: prompter, language: context.language).map { .yesNo($0) }
        case .text:
            prompter.answer(question.prompt).map { .text($0) }
        case .list:
            prompter.answer(question.prompt).map { .list(TypedList.items($0)) }
        case .files:
            files(question.prompt, prompter: prompter)
        }
    }

    /// Pictures read from the paths typed; a path that cannot be read is said, and the question asked again.
    private func files(_ prompt: String, prompter: any Prompter) -> FlowAnswer? {
        while let answer = prompter.answer(prompt) {
            do throws(ImageFiles.Unreadable) {
                return .files(try ImageFiles.read(TypedList.items(answer)))
            } catch {
                prompter.say(context.style.red(CLIWords.cannotReadFile(error.path).text(in: context.language)))
            }
        }
        return nil
    }
}
