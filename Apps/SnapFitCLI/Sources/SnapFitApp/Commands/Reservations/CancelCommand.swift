/// `cancel <id> --reason TEXT`: cancels the customer's own booking. In the shell the scene's question for a missing or
/// refused reason is put to the user, until a reason is accepted or the user types `cancel`.
struct CancelCommand: Command {
    let name = "cancel"
    let arguments = ArgumentSpec(positionals: [.required("id")], flags: [.value("reason", "TEXT")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let display = ReservationDetailConsoleDisplay(context)
        let scene = context.di.makeReservationDetailScene(display: display)
        await scene.cancel(request: .init(id: id, reason: arguments.value("reason")))
        while let question = display.takeReasonQuestion() {
            guard let prompter = context.prompter else {
                guard let refusal = question.refusal else {
                    throw UsageError(CLIWords.missingOption("--reason TEXT"))
                }
                return .failure(CommandFailure(error: refusal))
            }
            if let refusal = question.refusal { prompter.say(context.style.red(refusal.message)) }
            guard let reason = prompter.answer(question.prompt) else {
                await scene.abandonCancellation()
                break
            }
            await scene.cancel(request: .init(id: id, reason: reason))
        }
        return display.outcome()
    }
}
