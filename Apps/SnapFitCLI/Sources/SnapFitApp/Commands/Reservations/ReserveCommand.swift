import SnapFitDomain

/// `reserve <product-id> --option <minutes> --at "YYYY-MM-DD HH:MM" --people N --email ADDR --place TEXT
/// [--phone 01012345678]`. Every field is checked before anything is sent. In the shell, missing or refused
/// fields are asked for one by one and the total is shown before booking.
struct ReserveCommand: Command {
    let name = "reserve"
    let usage = LocalizedText(
        verbatim:
            "reserve <product-id> --option <minutes> --at \"YYYY-MM-DD HH:MM\" --people N --email ADDR --place TEXT [--phone 01012345678]"
    )
    let summary = LocalizedText("촬영 예약 (시간은 한국 시간)", "book a shoot (the time is Korea time)")
    let arguments = ArgumentSpec(
        positionals: [.required("product-id")],
        flags: [
            .value("option", "<minutes>"), .value("at", "\"YYYY-MM-DD HH:MM\""), .value("people", "N"),
            .value("email", "ADDR"), .value("place", "TEXT"), .value("phone", "01012345678"),
        ])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let productID = try arguments.id("product-id")
        let fields = ReservationFields(arguments: arguments)
        if let prompter = context.prompter {
            return await ReservationWalkthrough(
                productID: productID, fields: fields, context: context, prompter: prompter
            ).run()
        }
        let flags = [
            "option": "--option <minutes>", "time": "--at \"YYYY-MM-DD HH:MM\"", "people": "--people N",
            "email": "--email ADDR", "place": "--place TEXT",
        ]
        if let missing = ReservationFields.order.first(where: { flags[$0] != nil && fields.values[$0] == nil }) {
            let flag = flags[missing] ?? missing
            return .failure(
                context.usageFailure(
                    UsageError(
                        LocalizedText("옵션이 빠졌습니다: \(flag)", "Missing option \(flag)."),
                        hint: LocalizedText("사용법: \(usage.english)", "Usage: \(usage.english)"))))
        }
        let draft: ReservationDraft
        switch fields.draft(productID: productID) {
        case .success(let value): draft = value
        case .failure(let error):
            return .failure(context.usageFailure(UsageError(error.message(fields.values[error.field]))))
        }
        let display = ReservationFormConsoleDisplay(style: context.style, language: context.language)
        await context.di.makeReservationFormScene(display: display).submit(request: .init(draft: draft))
        return display.outcome(language: context.language)
    }
}
