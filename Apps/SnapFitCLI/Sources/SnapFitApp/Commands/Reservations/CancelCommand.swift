/// `cancel <id> --reason TEXT`: cancels the customer's own booking. In the shell a missing reason is asked for.
struct CancelCommand: Command {
    let name = "cancel"
    let summary = LocalizedText("예약 취소 (사유 2–3000자)", "cancel a reservation (a reason of 2–3000 characters)")
    let arguments = ArgumentSpec(positionals: [.required("id")], flags: [.value("reason", "TEXT")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let question = context.language.pick("취소 사유: ", "Reason: ")
        guard let reason = arguments.value("reason") ?? context.prompter?.ask(question) else {
            return .failure(
                context.usageFailure(
                    UsageError(LocalizedText("옵션이 빠졌습니다: --reason TEXT", "Missing option --reason TEXT."))))
        }
        let display = ReservationDetailConsoleDisplay(style: context.style, language: context.language)
        await context.di.makeReservationDetailScene(display: display).cancel(request: .init(id: id, reason: reason))
        return display.outcome(language: context.language)
    }
}
