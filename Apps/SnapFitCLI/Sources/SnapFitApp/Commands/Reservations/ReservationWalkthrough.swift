import SnapFitDomain
import SnapFitPresentation

/// Runs the booking form's flow for `reserve`: it shows what the flow shows and answers what the flow asks. In the
/// shell the user answers (`cancel` stops at any step); a script has given every answer as flags, and confirms the
/// total by running the command.
@MainActor
struct ReservationWalkthrough {
    let productID: Int
    let answers: [BookingField: String]
    let context: CommandContext

    func run() async -> CommandResult {
        let display = ReservationFormConsoleDisplay(style: context.style, language: context.language)
        let scene = context.di.makeReservationFormScene(display: display)
        await scene.start(request: .init(productID: productID, answers: answers))
        var introduced = false
        while let question = display.screen.takeQuestion() {
            let notes = display.screen.takeNotes()
            guard let prompter = context.prompter else {
                switch question.step {
                case .confirm:
                    await scene.answer(request: .confirm(true))
                    continue
                case .field(let field):
                    guard let refusal = question.refusal else {
                        return .failure(context.usageFailure(ReserveCommand.missing(field)))
                    }
                    return .failure(CommandFailure(error: refusal))
                }
            }
            notes.forEach(prompter.say)
            if !introduced {
                prompter.say(context.style.dim(CLIWords.cancelAnyTime.text(in: context.language)))
                introduced = true
            }
            guard let answer = ask(question, prompter: prompter) else {
                scene.cancel()
                continue
            }
            await scene.answer(request: answer)
        }
        return display.outcome(language: context.language)
    }

    /// The user's answer to `question`; `nil` to cancel.
    private func ask(
        _ question: ReservationFormScene.Question.ViewModel, prompter: any Prompter
    ) -> ReservationFormScene.Answer.Request? {
        switch question.step {
        case .confirm:
            YesNo.ask(question.prompt, prompter: prompter, language: context.language).map { .confirm($0) }
        case .field:
            prompter.answer(question.prompt).map { .text($0) }
        }
    }
}
