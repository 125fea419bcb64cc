import SnapFitDomain
import SnapFitPresentation

/// Runs the sign-up flow for `signup` and for `login` of a new account: it shows what the flow shows and answers
/// what the flow asks. In the shell the user answers (`cancel` stops at any step); a script has given every answer as
/// flags, and a refusal ends it.
@MainActor
struct SignUpWalkthrough {
    let start: SignUpScene.Start.Request
    let context: CommandContext

    func run() async -> CommandResult {
        let display = SignUpConsoleDisplay(style: context.style)
        let scene = context.di.makeSignUpScene(display: display)
        await scene.start(request: start)
        while let question = display.screen.takeQuestion() {
            let notes = display.screen.takeNotes()
            guard let prompter = context.prompter else {
                guard let refusal = question.refusal else {
                    return .failure(context.usageFailure(SignupCommand.missing(question.step)))
                }
                return .failure(CommandFailure(error: refusal))
            }
            notes.forEach(prompter.say)
            guard let answer = ask(question, prompter: prompter) else {
                scene.cancel()
                continue
            }
            await scene.answer(request: answer)
        }
        display.screen.takeNotes().forEach { context.prompter?.say($0) }
        return display.outcome(language: context.language)
    }

    /// The user's answer to `question`; `nil` to cancel. Vibes may be given by their numbers in the list shown.
    private func ask(
        _ question: SignUpScene.Question.ViewModel, prompter: any Prompter
    ) -> SignUpScene.Answer.Request? {
        switch question.step {
        case .requiredTerms, .marketing:
            return YesNo.ask(question.prompt, prompter: prompter, language: context.language).map { .yesNo($0) }
        case .nickname:
            return prompter.answer(question.prompt).map { .text($0) }
        case .vibes:
            guard let answer = prompter.answer(question.prompt) else { return nil }
            return .choices(
                ListArgument.items(answer).map { word in
                    Int(word).flatMap { id in question.choices.first { $0.id == id }?.name } ?? word
                })
        }
    }
}
